import { BLOG_LIMITS } from '@brifa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { image, multipartBody, type TPart } from '../../../../test/uploads.ts';

let t: TTestApp;
let agency: Awaited<ReturnType<typeof agencyAccount>>;
let slug: string;
beforeAll(async () => {
  t = await buildTestApp();
  agency = await agencyAccount(t.app, t.database.db);
  for (const url of ['/api/v1/Provider/approve', '/api/v1/Provider/approve-contract'])
    await t.app.inject({ method: 'PUT', url, headers: bearer(agency.token), payload: { IsApproved: true } });
  slug = (await me(t.app, agency.token, agency.userId)).json().Data.Provider.Slug;
});
afterAll(() => t.close());

const TITLE = 'Küçük işletmeler için SEO rehberi';
const PARAGRAPH =
  'Arama motorlarında görünür olmak, küçük bir işletmenin yeni müşterilere ulaşmasının en ucuz yoludur. ';
const CONTENT = `<h2>Neden önemli?</h2><p>${PARAGRAPH.repeat(5)}</p><ul><li>Anahtar kelimeler</li><li>Hız</li></ul><p>Ayrıntılar için <a href="https://example.com/seo">rehberimize</a> bakın. ${PARAGRAPH.repeat(2)}</p>`;

async function post(
  fields: Record<string, string>,
  file: TPart | null | 'default' = 'default',
  language = 'tr-TR',
) {
  const parts: TPart[] = Object.entries(fields).map(([name, content]) => ({ name, content }));
  if (file === 'default')
    parts.push({
      name: 'Image',
      filename: 'kapak.png',
      content: await image(1600, 900),
      contentType: 'image/png',
    });
  else if (file) parts.push(file);
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/BlogDetail',
    headers: { ...bearer(agency.token), ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

describe('POST BlogDetail', () => {
  it('refuses a title outside 20–80 characters and content under 600, in the reader’s language', async () => {
    const short = await post({ Title: 'Kısa başlık', Content: '<p>Az.</p>' });
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors).toEqual({
      Title: `Başlık ${BLOG_LIMITS.titleMin} ile ${BLOG_LIMITS.titleMax} karakter arasında olmalı.`,
      Content: `Yazınız en az ${BLOG_LIMITS.contentMin} karakter olmalı; biraz daha ayrıntı ekleyin.`,
    });
    const long = await post(
      { Title: 'x'.repeat(BLOG_LIMITS.titleMax + 1), Content: CONTENT },
      'default',
      'en-TR',
    );
    expect(long.json().Errors).toEqual({
      Title: `The title must be ${BLOG_LIMITS.titleMin} to ${BLOG_LIMITS.titleMax} characters long.`,
    });
    const english = await post({ Title: TITLE, Content: '<p>Too short.</p>' }, 'default', 'en-TR');
    expect(english.json().Errors.Content).toBe(
      `Your post must be at least ${BLOG_LIMITS.contentMin} characters long; add a little more detail.`,
    );
  });

  it('counts the text, not the markup or what the sanitiser drops', async () => {
    const padded = `<p>${'a '.repeat(100)}</p><script>${'x'.repeat(700)}</script><h2 style="${'y'.repeat(700)}">Başlık</h2>`;
    const res = await post({ Title: TITLE, Content: padded });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().Errors)).toEqual(['Content']);
  });

  it('requires an image and refuses one that is not an image or is over 10 MB', async () => {
    const none = await post({ Title: TITLE, Content: CONTENT }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ ErrorCode: 'BLOG_IMAGE_REQUIRED' });
    expect(none.json().Errors.Image).toBe(
      'Yazınız için bir görsel yükleyin (JPG ya da PNG, en fazla 10 MB).',
    );
    const fake = await post(
      { Title: TITLE, Content: CONTENT },
      {
        name: 'Image',
        filename: 'kapak.png',
        content: Buffer.from('<svg onload=alert(1)>'),
        contentType: 'image/png',
      },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ ErrorCode: 'FILE_TYPE_INVALID' });
    expect(fake.json().Errors).toHaveProperty('Image');
    const huge = await post(
      { Title: TITLE, Content: CONTENT },
      {
        name: 'Image',
        filename: 'huge.png',
        content: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
        contentType: 'image/png',
      },
      'en-TR',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      ErrorCode: 'FILE_TOO_BIG',
      Message: 'The file is too big. The limit is 10 MB.',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/BlogDetail/mine',
      headers: bearer(agency.token),
    });
    expect(mine.json().Data).toEqual([]);
  });

  it('sanitises the content: scripts, javascript: links and on* attributes go; headings, lists and links stay', async () => {
    const dirty = `${CONTENT}<script>alert(1)</script><h3 onclick="steal()">Alt başlık</h3><ol><li onmouseover="x()">Bir</li></ol><a href="javascript:alert(1)">tıkla</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>`;
    const res = await post({ Title: TITLE, Content: dirty, Language: 'tr' });
    expect(res.statusCode).toBe(201);
    const html: string = res.json().Data.ContentHtml;
    expect(html).toContain('<h2>Neden önemli?</h2>');
    expect(html).toContain('<ul><li>Anahtar kelimeler</li><li>Hız</li></ul>');
    expect(html).toContain('<h3>Alt başlık</h3>');
    expect(html).toContain('<ol><li>Bir</li></ol>');
    expect(html).toContain(
      '<a href="https://example.com/seo" rel="noopener noreferrer nofollow ugc" target="_blank">rehberimize</a>',
    );
    expect(html).not.toMatch(/script|javascript:|onclick|onmouseover|onerror|<img|<iframe/i);
    expect(res.json().Data).toMatchObject({
      Title: TITLE,
      Slug: 'kucuk-isletmeler-icin-seo-rehberi',
      Language: 'tr',
    });
    expect(res.json().Data.ImageSrc).toMatch(/^\/api\/v1\/files\/public\/blog\/\d+\/post-.+\.webp$/);
    expect(res.json().Data.Excerpt.length).toBeLessThanOrEqual(BLOG_LIMITS.excerptLength + 1);
  });

  it('gives a second post of the same title its own address', async () => {
    const res = await post({ Title: TITLE, Content: CONTENT, Language: 'en' });
    expect(res.json().Data).toMatchObject({ Slug: 'kucuk-isletmeler-icin-seo-rehberi-2', Language: 'en' });
  });

  it('is for agencies only', async () => {
    const body = multipartBody([{ name: 'Title', content: TITLE }]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/BlogDetail', ...body });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the posts where readers find them', () => {
  it('shows them on the agency’s profile, in the public list and in the sitemap', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/SearchProvider/page/provider/${slug}`,
    });
    expect(profile.json().Data.BlogPosts.map((p: { Slug: string }) => p.Slug)).toEqual([
      'kucuk-isletmeler-icin-seo-rehberi-2',
      'kucuk-isletmeler-icin-seo-rehberi',
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/BlogDetail/page' });
    expect(list.json().Data).toMatchObject({ Total: 2, Page: 1, PageSize: BLOG_LIMITS.pageSize });
    expect(list.json().Data.Items[0].Agency.Slug).toBe(slug);
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/v1/BlogDetail/post/kucuk-isletmeler-icin-seo-rehberi',
    });
    expect(one.json().Data.ContentHtml).toContain('<h2>Neden önemli?</h2>');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/blog</loc>');
    expect(sitemap.body).toContain(
      '<loc>http://localhost:3000/en/blog/kucuk-isletmeler-icin-seo-rehberi</loc>',
    );
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/blog/kucuk-isletmeler-icin-seo-rehberi-2"/>',
    );
  });

  it('takes a removed post off the profile, the list and the sitemap', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/BlogDetail/mine',
      headers: bearer(agency.token),
    });
    const second = mine.json().Data.find((p: { Slug: string }) => p.Slug.endsWith('-2'));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/BlogDetail/${second.Id}`,
      headers: bearer(agency.token),
    });
    expect(removed.json().Data).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/BlogDetail/page' });
    expect(list.json().Data.Total).toBe(1);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/BlogDetail/post/${second.Slug}` });
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(second.Slug);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/SearchProvider/page/provider/${slug}`,
    });
    expect(profile.json().Data.BlogPosts).toHaveLength(1);
  });
});

describe('PUT BlogDetail/{id}', () => {
  async function put(id: number, fields: Record<string, string>, file: TPart | null, token = agency.token) {
    const parts: TPart[] = Object.entries(fields).map(([name, content]) => ({ name, content }));
    if (file) parts.push(file);
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/BlogDetail/${id}`,
      headers: { ...bearer(token), ...body.headers, 'accept-language': 'en-TR' },
      payload: body.payload,
    });
  }

  it('edits the agency’s own post in place: same address and image, new words, public at once', async () => {
    const created = (await post({ Title: 'Marka kimliği nasıl kurulur, adım adım', Content: CONTENT })).json()
      .Data;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/BlogDetail/${created.Id}`,
      headers: bearer(agency.token),
    });
    expect(own.json().Data).toMatchObject({ Id: created.Id, ContentHtml: created.ContentHtml });

    t.clock.advance(3600_000);
    const edited = await put(
      created.Id,
      {
        Title: 'Marka kimliği nasıl kurulur: beş adım',
        Content: `${CONTENT}<p>Güncellendi.</p>`,
        Language: 'tr',
      },
      null,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Data).toMatchObject({
      Slug: created.Slug,
      ImageSrc: created.ImageSrc,
      Title: 'Marka kimliği nasıl kurulur: beş adım',
      PublishedAt: created.PublishedAt,
    });
    expect(edited.json().Data.UpdatedAt).not.toBe(created.UpdatedAt);
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/BlogDetail/post/${created.Slug}` });
    expect(shown.json().Data.ContentHtml).toContain('Güncellendi.');
    expect(shown.json().Data.Title).toBe('Marka kimliği nasıl kurulur: beş adım');
  });

  it('applies the same rules as a new post, and no agency edits another’s', async () => {
    const created = (await post({ Title: 'Sosyal medya takvimi nasıl hazırlanır', Content: CONTENT })).json()
      .Data;
    const short = await put(created.Id, { Title: 'Kısa', Content: '<p>Az.</p>' }, null);
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().Errors).sort()).toEqual(['Content', 'Title']);
    const notImage = await put(
      created.Id,
      { Title: TITLE, Content: CONTENT },
      {
        name: 'Image',
        filename: 'kapak.png',
        content: Buffer.from('not an image'),
        contentType: 'image/png',
      },
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().Errors).toHaveProperty('Image');
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/v1/BlogDetail/post/${created.Slug}` });
    expect(unchanged.json().Data.Title).toBe('Sosyal medya takvimi nasıl hazırlanır');

    const other = await agencyAccount(t.app, t.database.db);
    expect((await put(created.Id, { Title: TITLE, Content: CONTENT }, null, other.token)).statusCode).toBe(
      404,
    );
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v1/BlogDetail/${created.Id}`,
      headers: bearer(other.token),
    });
    expect(peek.statusCode).toBe(404);
  });
});

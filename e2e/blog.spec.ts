import {
  BLOG_LIMITS,
  formatLira,
  PROJECT_VIEW_FEE_KURUS,
  WALLET_TOP_UP_MINIMUM_KURUS,
} from '@brifa/contracts';
import sharp from 'sharp';
import { expect, type Page, test } from './support/a11y-test.ts';
import { signIn } from './support/api-accounts.ts';
import { demoAgencyBySlug, demoOwnerToken } from './support/api-agencies.ts';

/**
 * Issue 21 items 4 and 5. A demo agency writes a post with a heading, a list and a link plus an image in the
 * editor, and finds it on its public profile's Blog tab, in the public blog list and on the post's own page
 * (with its hreflang and og tags), then edits it. The FAQ's search finds the answer that quotes the live viewing fee. In
 * Turkish and English; no other spec signs in these agencies' owners.
 */
const TEXT = {
  tr: {
    language: 'tr',
    agency: 'ayrinti-tasarim',
    create: 'Blog yazısı yaz',
    titleField: 'Başlık',
    titleRule: `Başlık ${BLOG_LIMITS.titleMin} ile ${BLOG_LIMITS.titleMax} karakter arasında olmalı.`,
    contentRule: `Yazınız en az ${BLOG_LIMITS.contentMin} karakter olmalı; biraz daha ayrıntı ekleyin.`,
    imageRule: 'Yazınız için bir görsel yükleyin (JPG ya da PNG, en fazla 10 MB).',
    content: 'İçerik',
    heading: 'Başlık H2',
    bullets: 'Madde listesi',
    link: 'Bağlantı',
    linkUrl: 'Bağlantı adresi',
    linkApply: 'Bağlantıyı ekle',
    image: 'Görsel',
    publish: 'Yayınla',
    published: 'Yazınız yayınlandı.',
    editLabel: (title: string) => `“${title}” yazısını düzenle`,
    editHeading: 'Yazıyı düzenle',
    save: 'Değişiklikleri kaydet',
    saved: 'Değişiklikler kaydedildi.',
    toProfile: 'Profilimdeki Blog sekmesi',
    blogTab: /^Blog \(\d+\)$/,
    blogList: '/blog',
    postPrefix: '/blog/',
    faq: '/sss',
    providerFaqSearch: 'yükle',
    search: 'Sorularda ara',
    feeQuery: 'ücret',
    words: ['Neden önemli?', 'Birinci madde', 'İkinci madde'],
    paragraph:
      'Markanızın dijital yüzü, müşterilerinizin sizi ilk tanıdığı yerdir ve her ayrıntı önemlidir. ',
  },
  en: {
    language: 'en',
    agency: 'kordon-reklam',
    create: 'Write a blog post',
    titleField: 'Title',
    titleRule: `The title must be ${BLOG_LIMITS.titleMin} to ${BLOG_LIMITS.titleMax} characters long.`,
    contentRule: `Your post must be at least ${BLOG_LIMITS.contentMin} characters long; add a little more detail.`,
    imageRule: 'Upload an image for your post (JPG or PNG, at most 10 MB).',
    content: 'Content',
    heading: 'Heading H2',
    bullets: 'Bulleted list',
    link: 'Link',
    linkUrl: 'Link address',
    linkApply: 'Add link',
    image: 'Image',
    publish: 'Publish',
    published: 'Your post is published.',
    editLabel: (title: string) => `Edit the post “${title}”`,
    editHeading: 'Edit the post',
    save: 'Save changes',
    saved: 'Your changes are saved.',
    toProfile: 'The Blog tab on my profile',
    blogTab: /^Blog \(\d+\)$/,
    blogList: '/en/blog',
    postPrefix: '/en/blog/',
    faq: '/faq',
    providerFaqSearch: 'top-up',
    search: 'Search the questions',
    feeQuery: 'fee',
    words: ['Why it matters', 'First point', 'Second point'],
    paragraph:
      'Your brand’s digital face is where your clients first meet you, and every detail counts there. ',
  },
} as const;

async function shoot(page: Page, name: string) {
  const shots = process.env.BLOG_SHOTS; // a folder: screenshots at 1280 and 390 px
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const text of Object.values(TEXT)) {
  test(`an agency writes a post and finds it on its profile and the blog (${text.language})`, async ({
    page,
    context,
    request,
  }) => {
    const owner = demoAgencyBySlug(text.agency);
    if (!owner) throw new Error(`no demo agency ${text.agency}`);
    await signIn(context, await demoOwnerToken(request, owner.email), text.language);
    const title = `E2E ${text.language} ${Date.now()} ${text.words[0]}`;

    await page.goto('/provider/blog-create');
    await expect(page.getByRole('heading', { level: 1, name: text.create })).toBeVisible();
    // Nothing filled in: the spec's messages beside each field.
    await page.getByRole('button', { name: text.publish }).click();
    await expect(page.getByText(text.titleRule)).toBeVisible();
    await expect(page.getByText(text.contentRule)).toBeVisible();
    await expect(page.getByText(text.imageRule)).toBeVisible();

    await page.getByRole('textbox', { name: text.titleField, exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: text.content, exact: true });
    await editor.click();
    await page.getByRole('button', { name: text.heading }).click();
    await page.keyboard.type(text.words[0]);
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(text.paragraph.repeat(7));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: text.bullets, exact: true }).click();
    await page.keyboard.type(text.words[1]);
    await page.keyboard.press('Enter');
    await page.keyboard.type(text.words[2]);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: text.link, exact: true }).click();
    await page.getByRole('textbox', { name: text.linkUrl }).fill('https://example.com/rehber');
    await page.getByRole('button', { name: text.linkApply }).click();
    await expect(editor.locator('h2')).toHaveText(text.words[0]);
    await expect(editor.locator('ul > li')).toHaveCount(2);
    await expect(editor.locator('a[href="https://example.com/rehber"]')).toHaveCount(1);

    const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b7285' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: image });
    await shoot(page, `blog-create-${text.language}`);
    await page.getByRole('button', { name: text.publish }).click();
    await expect(page.getByRole('status').filter({ hasText: text.published })).toBeVisible();
    await expect(page.getByTestId('my-blog-post').filter({ hasText: title })).toBeVisible();

    // The public profile opens on its Blog tab.
    await page.getByRole('link', { name: text.toProfile }).click();
    await expect(page).toHaveURL(new RegExp(`/${owner.slug}\\?tab=blog$`));
    await expect(page.getByRole('tab', { name: text.blogTab })).toHaveAttribute('aria-selected', 'true');
    const onProfile = page.getByRole('tabpanel').getByTestId('blog-post-card').filter({ hasText: title });
    await expect(onProfile).toBeVisible();
    await shoot(page, `blog-profile-${text.language}`);

    // The public blog list, then the post's own page: the heading, the list and the link kept, and its SEO tags.
    await page.goto(text.blogList);
    const card = page.getByTestId('blog-post-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await shoot(page, `blog-list-${text.language}`);
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${text.postPrefix}[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: text.words[0] })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: text.words[1] })).toBeVisible();
    await expect(article.locator('a[href="https://example.com/rehber"]')).toHaveAttribute('rel', /nofollow/);
    const slug = new URL(page.url()).pathname.split('/').pop();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/blog/${slug}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${slug}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/files\/public\/blog\//,
    );
    await shoot(page, `blog-post-${text.language}`);
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`/en/blog/${slug}</loc>`);

    // A typo found after publishing: the agency edits the post; it keeps its address.
    const postUrl = page.url();
    await page.goto('/provider/blog-create');
    await page.getByRole('link', { name: text.editLabel(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.editHeading })).toBeVisible();
    const titleInput = page.getByRole('textbox', { name: text.titleField, exact: true });
    await expect(titleInput).toBeFocused();
    await expect(page.getByRole('textbox', { name: text.content, exact: true }).locator('h2')).toHaveText(
      text.words[0],
    );
    const edited = `${title} (2)`;
    await titleInput.fill(edited);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await page.goto(postUrl);
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  });

  test(`the FAQ search finds the answer quoting the live fee (${text.language})`, async ({
    page,
    context,
    request,
  }) => {
    const fee = formatLira(PROJECT_VIEW_FEE_KURUS / 100, text.language);
    await context.addCookies([{ name: 'language', value: text.language, domain: '127.0.0.1', path: '/' }]);
    await page.goto(text.faq);
    await page.getByRole('searchbox', { name: text.search }).fill(text.feeQuery);
    const items = page.getByTestId('faq-item');
    await expect(items.first()).toBeVisible();
    await expect(page.getByText(fee).first()).toBeVisible();
    await shoot(page, `faq-${text.language}`);

    // The agencies' page answers the top-up minimum from the rules too.
    const owner = demoAgencyBySlug(text.agency);
    if (!owner) throw new Error(`no demo agency ${text.agency}`);
    await signIn(context, await demoOwnerToken(request, owner.email), text.language);
    await page.goto('/provider/faq');
    await page.getByRole('searchbox', { name: text.search }).fill(text.providerFaqSearch);
    await expect(
      page.getByText(formatLira(WALLET_TOP_UP_MINIMUM_KURUS / 100, text.language)).first(),
    ).toBeVisible();
  });
}

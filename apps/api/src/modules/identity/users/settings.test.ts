import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOADS_DIR: `/tmp/brifa-test-uploads-${process.pid}` } });
});
afterAll(() => t.close());

function multipart(filename: string, content: Buffer, contentType: string) {
  const boundary = '----brifa-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile settings', () => {
  it('updates name and surname at once; a new e-mail only after its link (email-change.test.ts)', async () => {
    const { token, userId, body } = await signUp(t.app, t.database.db);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/name', headers: bearer(token), payload });
    const ok = await put({ Name: 'Zeynep', Surname: 'Aksoy', Email: body.Email });
    expect(ok.json()).toMatchObject({ IsSuccessful: true, Message: 'Değişiklikler başarıyla kaydedildi.' });
    expect((await me(t.app, token, userId)).json().Data).toMatchObject({
      FullName: 'Zeynep Aksoy',
      Email: body.Email,
      FirstChar: 'Z',
    });
  });

  it('stores the language, and refuses one it does not serve', async () => {
    const { token, userId } = await signUp(t.app, t.database.db);
    const put = (LanguageCode: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/language',
        headers: bearer(token),
        payload: { LanguageCode },
      });
    expect((await put('de-DE')).json()).toMatchObject({ IsSuccessful: false, StatusCode: 400 });
    const ok = await put('en-TR');
    expect(ok.json()).toMatchObject({ IsSuccessful: true, Data: { LanguageCode: 'en-TR' } });
    expect((await me(t.app, token, userId)).json().Data).toMatchObject({
      Language: { IsoCode: 'en' },
      CountryLanguage: { IsoCode: 'en-TR' },
    });
  });

  it('accepts a real PNG photo, stores a WebP and serves it', async () => {
    const { token, userId } = await signUp(t.app, t.database.db);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4c6ef5' } })
      .png()
      .toBuffer();
    const upload = multipart('portrait.png', png, 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/image',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const src = res.json().Data.ImageSrc as string;
    expect(src).toMatch(/^\/api\/v1\/files\/public\/users\/\d+\/image-[\w-]+\.webp$/);
    expect((await me(t.app, token, userId)).json().Data.ImageSrc).toBe(src);

    const file = await t.app.inject({ method: 'GET', url: src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);

    const banner = multipart('cover.png', png, 'image/png');
    const bannerRes = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/banner-image',
      headers: { ...bearer(token), ...banner.headers },
      payload: banner.payload,
    });
    const bannerMeta = await sharp(
      (await t.app.inject({ method: 'GET', url: bannerRes.json().Data.ImageSrc })).rawPayload,
    ).metadata();
    expect([bannerMeta.width, bannerMeta.height]).toEqual([1600, 400]);
  });

  it('checks uploads by content: a text file named .png is refused, and so is a GIF', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const fake = multipart('photo.png', Buffer.from('this is not an image at all'), 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/image',
      headers: { ...bearer(token), ...fake.headers, cookie: 'language=en-TR' },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      ErrorCode: 'FILE_TYPE_INVALID',
      Message: expect.stringContaining('JPG, JPEG or PNG'),
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const gifUpload = multipart('photo.jpg', gif, 'image/jpeg');
    const gifRes = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/image',
      headers: { ...bearer(token), ...gifUpload.headers },
      payload: gifUpload.payload,
    });
    expect(gifRes.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const big = multipart('huge.png', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/image',
      headers: { ...bearer(token), ...big.headers },
      payload: big.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ErrorCode: 'FILE_TOO_BIG', IsSuccessful: false });
  });

  it('does not serve files outside the public area', async () => {
    for (const url of [
      '/api/v1/files/../../etc/passwd',
      '/api/v1/files/private/x.webp',
      '/api/v1/files/public/nope.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

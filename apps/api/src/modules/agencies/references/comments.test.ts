import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { image, multipartBody, type TPart } from '../../../../test/uploads.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fields = (overrides: Record<string, string> = {}): TPart[] =>
  Object.entries({
    CustomerName: 'Moda Kahve',
    AuthorName: 'Ayşe Yılmaz',
    AuthorTitle: 'Pazarlama Müdürü',
    Text: 'Sadakat uygulamamızı zamanında ve bütçe içinde teslim ettiler.',
    ...overrides,
  }).map(([name, content]) => ({ name, content }));

const send = (token: string, parts: TPart[], method: 'POST' | 'PUT' = 'POST', id?: number) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method,
    url: id ? `/api/v1/Comment/${id}` : '/api/v1/Comment',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('comments (testimonials)', () => {
  it('requires the customer logo, then lists, changes and removes the testimonial', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const noLogo = await send(agency.token, fields());
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json().ErrorCode).toBe('COMMENT_LOGO_REQUIRED');
    const logo: TPart = { filename: 'moda.png', content: await image(120, 120), contentType: 'image/png' };
    const added = await send(agency.token, [...fields(), logo]);
    expect(added.statusCode).toBe(200);
    const [comment] = added.json().Data;
    expect(comment).toMatchObject({ CustomerName: 'Moda Kahve', AuthorName: 'Ayşe Yılmaz' });
    expect(comment.CustomerLogoSrc).toMatch(/\/comments\/\d+\/customer-[\w-]+\.webp$/);
    const changed = await send(agency.token, fields({ AuthorName: 'Ayşe Y.' }), 'PUT', comment.Id);
    expect(changed.json().Data[0]).toMatchObject({
      AuthorName: 'Ayşe Y.',
      CustomerLogoSrc: comment.CustomerLogoSrc,
    });
    const other = await agencyAccount(t.app, t.database.db);
    expect((await send(other.token, fields(), 'PUT', comment.Id)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Comment/${comment.Id}`,
      headers: bearer(agency.token),
    });
    expect(removed.json().Data).toEqual([]);
  });

  it('checks the text and the logo by content', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const short = await send(agency.token, [
      ...fields({ Text: 'Kısa' }),
      { filename: 'l.png', content: await image(100, 100), contentType: 'image/png' },
    ]);
    expect(Object.keys(short.json().Errors)).toEqual(['Text']);
    const fake = await send(agency.token, [
      ...fields(),
      { filename: 'l.png', content: 'not an image', contentType: 'image/png' },
    ]);
    expect(fake.json().ErrorCode).toBe('FILE_TYPE_INVALID');
  });
});

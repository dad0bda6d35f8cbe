import { noticeLine } from '@brifa/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, signUp } from '../../../test/accounts.ts';
import { makeAgency } from '../../../test/agencies.ts';
import { agencyAccount, createBrief, matchAgency } from '../../../test/briefs.ts';
import { grantTestAccess } from '../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { analyticsEvents } from '../analytics/analytics.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { insertNotifications } from './notifications.repo.ts';

let t: TTestApp;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (url: string, token: string) => t.app.inject({ method: 'PUT', url, headers: bearer(token) });
const mailsTo = (to: string, template: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), like(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.id));

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the notification list', () => {
  let client: Awaited<ReturnType<typeof signUp>>;
  let ids: number[];

  beforeAll(async () => {
    client = await signUp(t.app, t.database.db);
    const rows = await insertNotifications(
      t.database.db,
      Array.from({ length: 20 }, (_, i) => ({
        userId: client.userId,
        kind: 'new_quote' as const,
        params: { OfferKey: `k${i + 1}`, AgencyName: `Ajans ${i + 1}` },
        link: `/client/projects/k${i + 1}/offers`,
        createdAt: new Date(t.clock.now().getTime() + i * 1000),
      })),
    );
    ids = rows.map((row) => row.id);
  });

  it('pages 15 at a time, PageIndex being the page minus one', async () => {
    const first = (await get('/api/v1/Notification?PageIndex=0', client.token)).json().Data;
    expect(first).toMatchObject({ TotalCount: 20, PageIndex: 0, PageSize: 15, UnreadCount: 20 });
    expect(first.Items).toHaveLength(15);
    expect(first.Items[0]).toMatchObject({
      Kind: 'new_quote',
      Params: { AgencyName: 'Ajans 20' },
      IsRead: false,
    });
    const second = (await get('/api/v1/Notification?PageIndex=1', client.token)).json().Data;
    expect(second.Items.map((n: { Params: { OfferKey: string } }) => n.Params.OfferKey)).toEqual([
      'k5',
      'k4',
      'k3',
      'k2',
      'k1',
    ]);
    expect((await me(t.app, client.token, client.userId)).json().Data.NotifyCount).toBe(20);
  });

  it('marks one read, refuses someone else’s, and marks all read', async () => {
    const read = await put(`/api/v1/Notification/${ids[0]}/read`, client.token);
    expect(read.json().Data).toMatchObject({ Id: ids[0], IsRead: true });
    expect((await me(t.app, client.token, client.userId)).json().Data.NotifyCount).toBe(19);
    const stranger = await signUp(t.app, t.database.db);
    const refused = await put(`/api/v1/Notification/${ids[1]}/read`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().ErrorCode).toBe('NOTIFICATION_NOT_FOUND');
    const all = await put('/api/v1/Notification/read-all', client.token);
    expect(all.json().Data).toEqual({ UnreadCount: 0 });
    expect((await me(t.app, client.token, client.userId)).json().Data.NotifyCount).toBe(0);
  });
});

describe('events become notices', () => {
  it('a new match reaches every team user of the agency, by e-mail only when the agency wants e-mail', async () => {
    const byMail = await makeAgency(t.database.db, t.clock.now(), { categoryId: 21 });
    const byWhatsapp = await makeAgency(t.database.db, t.clock.now(), {
      categoryId: 21,
      preferences: { notifyByEmail: false, notifyByWhatsapp: true },
    });
    const client = await signUp(t.app, t.database.db);
    const offer = await createBrief(t.app, client.token, { CategoryId: 21, BudgetTry: '120000' });
    expect(offer.MatchedCount).toBe(2);

    const [mail] = await mailsTo(byMail.email, 'notice:new_match');
    expect(mail?.subject).toBe('Yeni iş fırsatı');
    // No access yet: the need, never the client (issue 15).
    expect(mail?.text).toContain('“Performans Pazarlama” projesi');
    expect(mail?.text).not.toContain('Moda Kahve');
    expect(mail?.text).toMatch(/\/oauth\?token=/);
    expect(await mailsTo(byWhatsapp.email, 'notice:new_match')).toEqual([]);
    const whatsapp = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'whatsapp'), like(outboxMessages.template, 'notice:new_match')));
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]?.text).toContain(`/provider/projects/${offer.OfferKey}/detail`);

    const funnel = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'match_made'));
    expect(funnel.length).toBeGreaterThanOrEqual(2);
  });

  it('the first quote and the agency’s access reach the client; pausing the brief reaches the agency', async () => {
    const client = await signUp(t.app, t.database.db, {});
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/language',
      headers: bearer(client.token),
      payload: { LanguageCode: 'en-TR' },
    });
    const offer = await createBrief(t.app, client.token);
    const agency = await agencyAccount(t.app, t.database.db);
    const match = await matchAgency(t.database.db, offer.Id, agency.providerId, { at: t.clock.now() });
    await grantTestAccess(t.database.db, match.id, t.clock.now());
    const quote = {
      AmountTry: '250000',
      DurationDays: 60,
      Message: 'Uygulamanızı üç ayda yayına alabiliriz; ayrıntılar ektedir.',
    };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/MatchedProvider/${match.id}/quote`,
        headers: bearer(agency.token),
        payload: quote,
      });
      expect(res.statusCode).toBe(200);
    }
    const list = (await get('/api/v1/Notification', client.token)).json().Data;
    expect(list.Items.filter((n: { Kind: string }) => n.Kind === 'new_quote')).toHaveLength(1);
    expect(list.Items[0]).toMatchObject({
      Kind: 'new_quote',
      Params: { AgencyName: 'Pikselhane', CategoryEn: 'Mobile App Development' },
      Link: `/client/projects/${offer.OfferKey}/offers`,
    });
    const [mail] = await mailsTo(String(client.body.Email), 'notice:new_quote');
    expect(mail?.subject).toBe('New quote');

    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Offer/${offer.OfferKey}/stop`,
      headers: bearer(client.token),
    });
    expect(stopped.statusCode).toBe(200);
    const agencyList = (await get('/api/v1/Notification', agency.token)).json().Data;
    expect(agencyList.Items[0]).toMatchObject({
      Kind: 'project_stopped',
      Params: { ClientName: 'Moda Kahve' },
    });
  });

  it('a Turkish client’s notice names the category in the language it is read in (issue 16)', async () => {
    const client = await signUp(t.app, t.database.db, {});
    const offer = await createBrief(t.app, client.token);
    const agency = await agencyAccount(t.app, t.database.db);
    const match = await matchAgency(t.database.db, offer.Id, agency.providerId, { at: t.clock.now() });
    await grantTestAccess(t.database.db, match.id, t.clock.now());
    const quoted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/MatchedProvider/${match.id}/quote`,
      headers: bearer(agency.token),
      payload: { AmountTry: '150000', DurationDays: 30, Message: 'Teklifimiz ektedir, görüşmek isteriz.' },
    });
    expect(quoted.statusCode).toBe(200);
    const list = (await get('/api/v1/Notification', client.token)).json().Data;
    const notice = list.Items.find((n: { Kind: string }) => n.Kind === 'new_quote');
    expect(notice.Params.OfferTitle).toBeUndefined();
    const { CategoryTr, CategoryEn } = notice.Params;
    expect(CategoryEn).toBe('Mobile App Development');
    expect(CategoryTr).toBeTruthy();
    expect(CategoryTr).not.toBe(CategoryEn);
    const english = noticeLine('new_quote', notice.Params, 'en');
    expect(english).toContain(CategoryEn);
    expect(english).not.toContain(CategoryTr);
    expect(noticeLine('new_quote', notice.Params, 'tr')).toContain(CategoryTr);
    // the e-mail goes in the client's language (Turkish)
    const [mail] = await mailsTo(String(client.body.Email), 'notice:new_quote');
    expect(mail?.text).toContain(CategoryTr);
  });

  it('an unsubscribe link stops notice e-mails but keeps the in-app notifications', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createBrief(t.app, client.token);
    const first = await agencyAccount(t.app, t.database.db);
    const firstMatch = await matchAgency(t.database.db, offer.Id, first.providerId, { at: t.clock.now() });
    await grantTestAccess(t.database.db, firstMatch.id, t.clock.now());
    const quote = { AmountTry: '90000', DurationDays: 30, Message: 'Teklifimiz ektedir, görüşmek isteriz.' };
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/MatchedProvider/${firstMatch.id}/quote`,
      headers: bearer(first.token),
      payload: quote,
    });
    const [mail] = await mailsTo(String(client.body.Email), 'notice:new_quote');
    const token = decodeURIComponent(/\/unsubscribe\?token=([^\s"&]+)/.exec(mail!.text)![1]!);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/Notification/unsubscribe',
          payload: { Token: `${token}x` },
        })
      ).statusCode,
    ).toBe(404);
    // A mail client's one-click unsubscribe: a form post to the address in the List-Unsubscribe header.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Notification/unsubscribe?Token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.json().Data).toEqual({ Email: client.body.Email });
    // The page's link (a JSON body) answers the same afterwards.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Notification/unsubscribe',
      payload: { Token: token },
    });
    expect(again.statusCode).toBe(200);

    const second = await agencyAccount(t.app, t.database.db);
    const secondMatch = await matchAgency(t.database.db, offer.Id, second.providerId, { at: t.clock.now() });
    await grantTestAccess(t.database.db, secondMatch.id, t.clock.now());
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/MatchedProvider/${secondMatch.id}/quote`,
      headers: bearer(second.token),
      payload: quote,
    });
    expect(await mailsTo(String(client.body.Email), 'notice:new_quote')).toHaveLength(1);
    expect((await get('/api/v1/Notification', client.token)).json().Data.TotalCount).toBe(2);
  });
});

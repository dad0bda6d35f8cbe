import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { noticeLine, type TLocale, type TNotification } from '@brifa/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.ts';
import { makeAgency } from '../../../test/agencies.ts';
import { createBrief, matchAgency } from '../../../test/briefs.ts';
import { grantTestAccess, openConversation, sendText } from '../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { openLive, type TLiveClient } from '../../../test/live-client.ts';
import { startReceiver } from '../../../test/receiver.ts';
import { depsOf } from '../../platform/deps.ts';
import { createSession } from '../identity/auth/auth.service.ts';
import { users } from '../identity/users/users.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { insertChannel } from './channels/channels.repo.ts';
import { insertNotifications } from './notifications.repo.ts';
import { notifications } from './notifications.table.ts';

/**
 * Issue 15: until an agency has access to a brief, nothing sent to it names the client (company, person,
 * e-mail, phone); outcome notices name neither the client nor the winner. With access they may.
 */

let t: TTestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let baseUrl: string;
const live: TLiveClient[] = [];

/** Performance marketing: no other agency of this file's database works in it. */
const CATEGORY = 21;
const COMPANY = 'Moda Kahve';

beforeAll(async () => {
  receiver = await startReceiver();
  t = await buildTestApp({
    env: {
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      PUBLIC_URL: 'https://brifa.test',
      OPERATOR_WEBHOOK_URL: `${receiver.url}/operator`,
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of live) client.close();
  await t.close();
  await receiver.close();
});

const db = () => t.database.db;

/** An agency reading in `language`, told by e-mail and WhatsApp, with a Slack channel on the receiver. */
async function agencyReading(language: TLocale, name?: string) {
  const agency = await makeAgency(db(), t.clock.now(), {
    categoryId: CATEGORY,
    ...(name ? { name } : {}),
    preferences: { notifyByEmail: true, notifyByWhatsapp: true },
  });
  const [user] = await db()
    .update(users)
    .set({ language })
    .where(eq(users.id, agency.userId))
    .returning({ cellPhone: users.cellPhone });
  const path = `/brand-${agency.providerId}`;
  const now = t.clock.now();
  await insertChannel(db(), {
    providerId: agency.providerId,
    title: 'Slack',
    platform: 'slack',
    url: `${receiver.url}${path}`,
    createdAt: now,
    updatedAt: now,
  });
  const session = await createSession(depsOf(t.app), agency.userId, {
    ip: undefined,
    deviceId: undefined,
    userAgent: undefined,
  });
  const stream = await openLive(baseUrl, session.Token);
  live.push(stream);
  return { ...agency, language, token: session.Token, cellPhone: user!.cellPhone, path, live: stream };
}
type TReader = Awaited<ReturnType<typeof agencyReading>>;

/** Everything the agency was sent about `kind`, as it reads it: rendered texts and the raw payloads. */
async function whatReached(agency: TReader, kind: string) {
  await t.app.outboxWorker!.drain();
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v1/Notification',
    headers: bearer(agency.token),
  });
  const notices = (list.json().Data.Items as TNotification[]).filter((n) => n.Kind === kind);
  const sent = await db()
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.template, `notice:${kind}`));
  const email = sent.find((m) => m.channel === 'email' && m.to === agency.email);
  const whatsapp = sent.find((m) => m.channel === 'whatsapp' && m.to === agency.cellPhone);
  const event = await agency.live.waitFor(
    (e) => e.event === 'notification' && (e.data as TNotification).Kind === kind,
  );
  const posts = receiver.received.filter((r) => r.path === agency.path);
  return {
    notice: notices[0]!,
    /** The notification list's sentence, as the web app renders it in the reader's language. */
    line: noticeLine(kind as TNotification['Kind'], notices[0]!.Params, agency.language),
    apiAnswer: JSON.stringify(list.json().Data),
    email: email ? `${email.subject}\n${email.text}\n${email.html}` : null,
    whatsapp: whatsapp?.text ?? null,
    liveEvent: JSON.stringify(event.data),
    posts: posts.map((r) => JSON.stringify(r.body)),
  };
}

function expectNone(texts: (string | null)[], forbidden: string[]) {
  for (const text of texts) {
    expect(text).not.toBeNull();
    for (const word of forbidden) expect(text, `"${word}" in ${text}`).not.toContain(word);
  }
}

/** The client's company, person and contact details as they could appear in any text. */
function clientStrings(client: Awaited<ReturnType<typeof signUp>>) {
  const local = client.phone.replace(/^\+90/, '');
  return [
    COMPANY,
    String(client.body.Name),
    String(client.body.Surname),
    String(client.body.Email),
    client.phone,
    local,
  ];
}

describe('a new opportunity, before access', () => {
  it('names the need, never the client, in every language and on every channel', async () => {
    const tr = await agencyReading('tr');
    const en = await agencyReading('en');
    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token, {
      CategoryId: CATEGORY,
      BudgetTry: '120000',
      CompanyName: COMPANY,
    });
    expect(offer.MatchedCount).toBe(2);

    const forbidden = clientStrings(client);
    const seen = { tr: await whatReached(tr, 'new_match'), en: await whatReached(en, 'new_match') };
    for (const reached of Object.values(seen)) {
      expect(reached.posts).toHaveLength(1);
      expect(reached.notice.Params.ClientName).toBeUndefined();
      expectNone(
        [
          reached.line,
          reached.apiAnswer,
          reached.email,
          reached.whatsapp,
          reached.liveEvent,
          ...reached.posts,
        ],
        forbidden,
      );
    }
    // The need instead: category, sector, city and the budget's band, in the reader's language.
    expect(seen.tr.line).toBe(
      'Bir marka, yeni bir “Performans Pazarlama” projesi için ajans arıyor (sektör: Otomotiv, şehir: İstanbul, bütçe: ₺100.000–₺250.000). Fırsatı 24 saat içinde yanıtlayın.',
    );
    expect(seen.en.line).toBe(
      'A brand is looking for an agency for a new “Performance Marketing” project (sector: Automotive, city: İstanbul, budget: ₺100,000–₺250,000). Respond within 24 hours.',
    );
    expect(seen.tr.email).toContain('Yeni iş fırsatı');
    expect(seen.tr.whatsapp).toContain('“Performans Pazarlama” projesi');
    expect(seen.en.email).toContain('New opportunity');
    expect(seen.en.whatsapp).toContain('“Performance Marketing” project');
    expect(seen.tr.posts[0]).toContain('Performans Pazarlama');
    expect(seen.en.posts[0]).toContain('Performance Marketing');
    expect(seen.en.liveEvent).toContain('"CategoryEn":"Performance Marketing"');
  });
});

describe('outcomes', () => {
  it('a paused brief names the client only to the agency with access', async () => {
    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token, { CompanyName: COMPANY });
    const withAccess = await agencyReading('tr');
    const without = await agencyReading('en');
    const paid = await matchAgency(db(), offer.Id, withAccess.providerId, { at: t.clock.now() });
    await matchAgency(db(), offer.Id, without.providerId, { at: t.clock.now() });
    await grantTestAccess(db(), paid.id, t.clock.now());
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Offer/${offer.OfferKey}/stop`,
      headers: bearer(client.token),
    });
    expect(stopped.statusCode).toBe(200);

    const hidden = await whatReached(without, 'project_stopped');
    expectNone(
      [hidden.line, hidden.apiAnswer, hidden.email, hidden.whatsapp, hidden.liveEvent],
      clientStrings(client),
    );
    expect(hidden.line).toBe('The Mobile App Development project stopped taking offers.');

    const named = await whatReached(withAccess, 'project_stopped');
    for (const text of [named.line, named.apiAnswer, named.email, named.whatsapp, named.liveEvent]) {
      expect(text).toContain(COMPANY);
    }
    expect(named.line).toBe('Moda Kahve projesi teklif almayı durdurdu.');
  });

  it('an agreement names neither the client nor the winner to agencies without access', async () => {
    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token, { CompanyName: COMPANY });
    const winner = await makeAgency(db(), t.clock.now(), { name: 'Kazanan Dijital', categoryId: CATEGORY });
    const won = await matchAgency(db(), offer.Id, winner.providerId, { at: t.clock.now() });
    await grantTestAccess(db(), won.id, t.clock.now());
    const withoutTr = await agencyReading('tr');
    const withoutEn = await agencyReading('en');
    const withAccess = await agencyReading('en');
    for (const agency of [withoutTr, withoutEn, withAccess]) {
      const match = await matchAgency(db(), offer.Id, agency.providerId, { at: t.clock.now() });
      if (agency === withAccess) await grantTestAccess(db(), match.id, t.clock.now());
    }
    const agreed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/MatchedProvider/${won.id}/won`,
      headers: bearer(client.token),
    });
    expect(agreed.statusCode).toBe(200);

    const forbidden = [...clientStrings(client), 'Kazanan Dijital'];
    for (const agency of [withoutTr, withoutEn]) {
      const reached = await whatReached(agency, 'project_agreed');
      expectNone(
        [reached.line, reached.apiAnswer, reached.email, reached.whatsapp, reached.liveEvent],
        forbidden,
      );
    }
    expect((await whatReached(withoutTr, 'project_agreed')).line).toBe(
      'Mobil Uygulama Geliştirme projesi için anlaşma sağlandı.',
    );
    expect((await whatReached(withoutEn, 'project_agreed')).email).toContain(
      'The client agreed with an agency on the “Mobile App Development” project.',
    );
    const named = await whatReached(withAccess, 'project_agreed');
    expect(named.line).toBe('The client agreed with Kazanan Dijital on the Moda Kahve project.');
    expect(named.email).toContain(COMPANY);
  });
});

describe('after access', () => {
  it('a message from the client names its writer on the agency’s channels, notice and live event', async () => {
    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token, { CompanyName: COMPANY });
    const agency = await agencyReading('tr');
    const match = await matchAgency(db(), offer.Id, agency.providerId, { at: t.clock.now() });
    await grantTestAccess(db(), match.id, t.clock.now());
    const conversation = (await openConversation(t.app, client.token, match.id)).json().Data.Id;
    expect((await sendText(t.app, client.token, conversation, 'Merhaba, görüşelim mi?')).statusCode).toBe(
      200,
    );

    const reached = await whatReached(agency, 'new_message');
    const writer = `${client.body.Name} ${client.body.Surname}`;
    for (const text of [reached.line, reached.email, reached.whatsapp, reached.liveEvent, ...reached.posts]) {
      expect(text).toContain(writer);
    }
    expect(reached.posts).toHaveLength(1);
  });
});

it('the operator still hears the client’s name (its own staff)', async () => {
  const operator = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'webhook'), like(outboxMessages.template, 'operator:%')));
  expect(operator.length).toBeGreaterThan(0);
  for (const row of operator) expect(row.text).toContain(COMPANY);
});

it('notices stored before keep the client’s and the winner’s names only where the agency has access', async () => {
  const client = await signUp(t.app, db());
  const offer = await createBrief(t.app, client.token, { CompanyName: COMPANY });
  const paid = await agencyReading('tr');
  const unpaid = await agencyReading('tr');
  const match = await matchAgency(db(), offer.Id, paid.providerId, { at: t.clock.now() });
  await matchAgency(db(), offer.Id, unpaid.providerId, { at: t.clock.now() });
  await grantTestAccess(db(), match.id, t.clock.now());
  const old = { OfferKey: offer.OfferKey, ClientName: COMPANY, AgencyName: 'Kazanan Dijital' };
  const link = `/provider/projects/${offer.OfferKey}/detail`;
  const rows = await insertNotifications(
    db(),
    [paid, unpaid].flatMap((agency) =>
      (['new_match', 'project_agreed'] as const).map((kind) => ({
        userId: agency.userId,
        kind,
        params: kind === 'new_match' ? { OfferKey: offer.OfferKey, ClientName: COMPANY } : old,
        link,
        createdAt: t.clock.now(),
      })),
    ),
  );
  const migration = await readFile(
    new URL('../../db/migrations/0013_notices_without_client.sql', import.meta.url),
    'utf8',
  );
  for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));

  const after = await db()
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.id),
      ),
    );
  const of = (userId: number, kind: string) => after.find((n) => n.userId === userId && n.kind === kind)!;
  expect(of(paid.userId, 'new_match').params).toEqual({ OfferKey: offer.OfferKey });
  expect(of(unpaid.userId, 'new_match').params).toEqual({ OfferKey: offer.OfferKey });
  expect(of(paid.userId, 'project_agreed').params).toEqual(old);
  expect(of(unpaid.userId, 'project_agreed').params).toEqual({ OfferKey: offer.OfferKey });
});

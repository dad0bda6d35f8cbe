import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMessageTo, signUp } from '../../../test/accounts.ts';
import { makeAgency } from '../../../test/agencies.ts';
import { createBrief, matchAgency } from '../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { reviewBody as sharedReviewBody } from '../../../test/reviews.ts';
import { providers } from '../identity/accounts/providers.table.ts';
import { reviews } from './reviews.table.ts';

let t: TTestApp;
const db = () => t.database.db;
let agency: { providerId: number; slug: string; ownerEmail: string };
let ipCounter = 0;

function reviewBody(overrides: Record<string, unknown> = {}) {
  return sharedReviewBody(agency.slug, overrides);
}

/** Each test comes from its own address unless it tests the per-IP limit. */
async function send(body: Record<string, unknown>, ip = `10.0.0.${++ipCounter}`) {
  return t.app.inject({ method: 'POST', url: '/api/v1/Review', payload: body, remoteAddress: ip });
}

async function tokenFromMail(email: string, kind: 'token' | 'remove' = 'token') {
  const mail = await lastMessageTo(db(), email);
  const token = mail?.text.match(new RegExp(`\\?${kind}=([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`no ${kind} link sent to ${email}`);
  return token;
}

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Review/confirm', payload: { Token: token } });

async function agencyRow() {
  const [row] = await db().select().from(providers).where(eq(providers.id, agency.providerId));
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  const made = await makeAgency(db(), t.clock.now(), { name: 'Piksel Atölye' });
  const [row] = await db().select().from(providers).where(eq(providers.id, made.providerId));
  await db()
    .update(providers)
    .set({ website: 'https://www.pikselatolye.com.tr' })
    .where(eq(providers.id, made.providerId));
  agency = { providerId: made.providerId, slug: row!.slug, ownerEmail: made.email };
});
afterAll(() => t.close());

describe('POST Review and its states', () => {
  it('stores a review waiting for e-mail confirmation, then publishes it as verified (corporate domain)', async () => {
    const sent = await send(reviewBody());
    expect(sent.statusCode).toBe(201);
    expect(sent.json().Data).toMatchObject({ Status: 'email_confirmation', AgencyName: 'Piksel Atölye' });
    const [stored] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.reviewerEmail, 'ayse@modakahve.com.tr'));
    expect(stored!.status).toBe('email_confirmation');
    expect(stored!.confirmTokenHash).not.toBeNull();
    expect((await agencyRow()).reviewCount).toBe(0);

    const token = await tokenFromMail('ayse@modakahve.com.tr');
    expect(stored!.confirmTokenHash).not.toBe(token);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().Data).toMatchObject({
      Status: 'visible',
      IsVerified: true,
      AgencySlug: agency.slug,
    });
    // A second click answers the same.
    expect((await confirm(token)).json().Data.Status).toBe('visible');
    const row = await agencyRow();
    expect(row.reviewCount).toBe(1);
    expect(row.verifiedReviewCount).toBe(1);
    expect(row.ratingAverage).toBe(5);
  });

  it('publishes a personal address unverified and leaves it out of the average', async () => {
    const sent = await send(reviewBody({ ReviewerEmail: 'mehmet.k@gmail.com', Rating: 1 }));
    expect(sent.statusCode).toBe(201);
    const confirmed = await confirm(await tokenFromMail('mehmet.k@gmail.com'));
    expect(confirmed.json().Data).toMatchObject({ Status: 'visible', IsVerified: false });
    const row = await agencyRow();
    expect(row.reviewCount).toBe(2);
    expect(row.verifiedReviewCount).toBe(1);
    expect(row.ratingAverage).toBe(5);
  });

  it('verifies a personal address when that client was matched with the agency on Brifa', async () => {
    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token);
    await matchAgency(db(), offer.Id, agency.providerId).catch(() => undefined);
    const email = String(client.body.Email);
    expect((await send(reviewBody({ ReviewerEmail: email, Rating: 3 }))).statusCode).toBe(201);
    const confirmed = await confirm(await tokenFromMail(email));
    expect(confirmed.json().Data.IsVerified).toBe(true);
    const [stored] = await db().select().from(reviews).where(eq(reviews.reviewerEmail, email));
    expect(stored!.verifiedBy).toBe('matched');
    expect((await agencyRow()).ratingAverage).toBe(4);
  });

  it('refuses the same e-mail reviewing the same agency twice', async () => {
    const again = await send(reviewBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorCode).toBe('REVIEW_DUPLICATE');
    const pending = await send(reviewBody({ ReviewerEmail: 'zeynep@kahvedunyasi.com' }));
    expect(pending.statusCode).toBe(201);
    expect((await send(reviewBody({ ReviewerEmail: 'zeynep@kahvedunyasi.com' }))).statusCode).toBe(409);
  });

  it('rejects a self-review (the agency own domain) and a throwaway mailbox at verification', async () => {
    for (const email of ['kerem@pikselatolye.com.tr', agency.ownerEmail, 'x@mailinator.com']) {
      const sent = await send(reviewBody({ ReviewerEmail: email }));
      expect(sent.statusCode, email).toBe(422);
      expect(sent.json().ErrorCode).toBe('REVIEW_VERIFICATION_FAILED');
      const [stored] = await db().select().from(reviews).where(eq(reviews.reviewerEmail, email));
      expect(stored!.status).toBe('rejected');
    }
  });

  it('refuses an expired or unknown link and lets the reviewer remove the review', async () => {
    expect((await send(reviewBody({ ReviewerEmail: 'late@ornekfirma.com' }))).statusCode).toBe(201);
    const token = await tokenFromMail('late@ornekfirma.com');
    t.clock.advance(8 * 24 * 3600_000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().ErrorCode).toBe('REVIEW_LINK_INVALID');
    t.clock.set(new Date('2026-11-23T09:00:00.000Z'));
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);

    const before = (await agencyRow()).reviewCount;
    const removeToken = await tokenFromMail('ayse@modakahve.com.tr', 'remove');
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Review/remove',
      payload: { Token: removeToken },
    });
    expect(removed.json().Data.Status).toBe('removed');
    expect((await agencyRow()).reviewCount).toBe(before - 1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Review/remove',
      payload: { Token: removeToken },
    });
    expect(again.json().ErrorCode).toBe('REVIEW_NOT_REMOVED');
  });

  it('answers "invalid or expired link" for a truncated or mistyped token, in both languages (issue 16)', async () => {
    for (const [path, language, words] of [
      ['confirm', 'tr', 'geçersiz ya da süresi dolmuş'],
      ['remove', 'en', 'invalid or has expired'],
    ] as const) {
      for (const token of ['abc', 'short-token-12', '']) {
        const answer = await t.app.inject({
          method: 'POST',
          url: `/api/v1/Review/${path}`,
          headers: { 'accept-language': language },
          payload: { Token: token },
        });
        expect(answer.statusCode, `${path} ${token}`).toBe(404);
        expect(answer.json().ErrorCode).toBe('REVIEW_LINK_INVALID');
        expect(answer.json().Message).toContain(words);
      }
    }
  });

  it('checks every field: ratings 1 to 5, texts, e-mail, source', async () => {
    const bad = await send(
      reviewBody({
        ReviewerEmail: 'f@firma.com',
        Rating: 6,
        RatingBudget: 0,
        Text: 'kısa',
        ReviewerEmail2: 1,
        Source: 'x',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Errors)).toEqual(
      expect.arrayContaining(['Rating', 'RatingBudget', 'Text', 'Source']),
    );
    expect((await send(reviewBody({ ReviewerEmail: 'not-an-email' }))).statusCode).toBe(400);
    expect(
      (await send(reviewBody({ Agency: 'no-such-agency', ReviewerEmail: 'n@firma.com' }))).statusCode,
    ).toBe(404);
  });

  it('limits reviews per IP address', async () => {
    const ip = '192.168.50.5';
    for (let i = 0; i < 5; i++) {
      expect((await send(reviewBody({ ReviewerEmail: `r${i}@limit${i}.com` }), ip)).statusCode).toBe(201);
    }
    const limited = await send(reviewBody({ ReviewerEmail: 'r9@limit9.com' }), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().ErrorCode).toBe('REVIEW_RATE_LIMITED');
  });
});

describe('agency side', () => {
  it('lists the agency reviews and replies once; another agency cannot reply', async () => {
    const owner = await signUp(t.app, db(), { kind: 'agency' });
    const ownerSession = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Review/by-provider',
      headers: bearer(owner.token),
    });
    expect(ownerSession.statusCode).toBe(200);
    expect(ownerSession.json().Data.Items).toEqual([]);
    const [visible] = await db().select().from(reviews).where(eq(reviews.status, 'visible'));
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Review/${visible!.id}/reply`,
      headers: bearer(owner.token),
      payload: { Reply: 'Teşekkür ederiz, yeniden çalışmak isteriz.' },
    });
    expect(foreign.statusCode).toBe(404);

    // The signed-up agency, approved, gets a review of its own and answers it once.
    const providerId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/me/${owner.userId}`,
        headers: bearer(owner.token),
      })
    ).json().Data.Provider.Id;
    await db().update(providers).set({ isApproved: true }).where(eq(providers.id, providerId));
    const [own] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect((await send(reviewBody({ Agency: own!.slug, ReviewerEmail: 'can@musteri.com' }))).statusCode).toBe(
      201,
    );
    await confirm(await tokenFromMail('can@musteri.com'));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Review/by-provider',
      headers: bearer(owner.token),
    });
    const [item] = list.json().Data.Items;
    expect(item).toMatchObject({ Status: 'visible', IsVerified: true, Reply: null });
    const reply = (text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/Review/${item.Id}/reply`,
        headers: bearer(owner.token),
        payload: { Reply: text },
      });
    const first = await reply('Güzel sözleriniz için teşekkür ederiz.');
    expect(first.statusCode).toBe(200);
    expect(first.json().Data.Reply).toBe('Güzel sözleriniz için teşekkür ederiz.');
    const second = await reply('İkinci bir yanıt denemesi.');
    expect(second.statusCode).toBe(409);
    expect(second.json().ErrorCode).toBe('REVIEW_ALREADY_REPLIED');
  });
});

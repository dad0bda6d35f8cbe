import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { offers } from '../src/modules/briefs/offers/offers.table.ts';
import { providerDebts, subscriptions } from '../src/modules/ledger/subscriptions/subscriptions.table.ts';
import { grantGift } from '../src/modules/ledger/wallet/wallet.repo.ts';
import type { TDb } from '../src/platform/db.ts';
import { bearer, signUp } from './accounts.ts';
import { agencyAccount, COMPLETE_FIELDS, createBrief, matchAgency } from './briefs.ts';

/** Helpers for the agency side of briefs: a client's brief, agencies matched to it, money and debts. */

export async function clientWithBrief(
  app: FastifyInstance,
  db: TDb,
  overrides: Record<string, unknown> = {},
) {
  const client = await signUp(app, db);
  const offer = await createBrief(app, client.token, { ...COMPLETE_FIELDS, ...overrides });
  return { client, offer };
}

/** An agency signed up through the API and matched (waiting) to the offer at `at`. */
export async function matchedAgency(app: FastifyInstance, db: TDb, offerId: number, at: Date) {
  const agency = await agencyAccount(app, db);
  const match = await matchAgency(db, offerId, agency.providerId, { status: 'waiting', at });
  return { ...agency, match };
}

export async function giveWallet(db: TDb, providerId: number, amountKurus: number, now: Date) {
  await grantGift(db, {
    providerId,
    amountKurus,
    idempotencyKey: `test-gift:${randomBytes(6).toString('hex')}`,
    description: 'test',
    now,
  });
}

export async function subscribe(db: TDb, providerId: number, categoryIds: number[], now: Date) {
  await db.insert(subscriptions).values({
    providerId,
    kind: 'category',
    categoryIds,
    scope: 'all_turkey',
    startsAt: new Date(now.getTime() - 86_400_000),
    endsAt: new Date(now.getTime() + 90 * 86_400_000),
  });
}

export async function addOverdueDebt(db: TDb, providerId: number, now: Date) {
  await db.insert(providerDebts).values({
    providerId,
    kind: 'subscription',
    amountKurus: 1000_00,
    dueAt: new Date(now.getTime() - 86_400_000),
  });
}

/** A copy of a brief under a new key (many briefs for one client without running the flow each time). */
export async function cloneOffer(db: TDb, offerId: number): Promise<{ id: number; key: string }> {
  const key = randomBytes(12).toString('base64url');
  const result = await db.execute(sql`
    insert into offers (key, user_id, category_id, answers, budget_try, start_date, company_name, sector_id,
      company_size, employee_count, city_id, district_id, is_decision_maker, description, contact_preference,
      available_time, audience_type, geo_scope, business_type, turnover, is_tender, brief_score, state,
      created_at, window_ends_at)
    select ${key}, user_id, category_id, answers, budget_try, start_date, company_name, sector_id,
      company_size, employee_count, city_id, district_id, is_decision_maker, description, contact_preference,
      available_time, audience_type, geo_scope, business_type, turnover, is_tender, brief_score, state,
      created_at, window_ends_at
    from offers where id = ${offerId}
    returning id`);
  const row = (result as unknown as { rows: { id: number | string }[] }).rows[0]!;
  return { id: Number(row.id), key };
}

export async function setOfferTimes(
  db: TDb,
  offerId: number,
  values: { createdAt?: Date; windowEndsAt?: Date },
) {
  await db.update(offers).set(values).where(eq(offers.id, offerId));
}

export const api = (app: FastifyInstance) => ({
  get: (url: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) }),
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }),
});

import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { couponRedemptions, coupons, leadcoinCampaignTiers } from './coupons.table.ts';

export type TCouponRow = typeof coupons.$inferSelect;
export type TTierRow = typeof leadcoinCampaignTiers.$inferSelect;

/** The active coupon of that name, whatever its case; `lock` takes its row (FOR UPDATE) until the transaction ends. */
export async function findCouponByName(
  db: TExecutor,
  name: string,
  options: { lock?: boolean } = {},
): Promise<TCouponRow | undefined> {
  const query = db
    .select()
    .from(coupons)
    .where(and(sql`lower(${coupons.name}) = lower(${name})`, eq(coupons.active, true)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The campaigns applied without typing a name. */
export async function listAutoApplyCoupons(db: TExecutor): Promise<TCouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.autoApply, true), eq(coupons.active, true)))
    .orderBy(asc(coupons.id));
}

/** How often the coupon was redeemed, in all and by the user. */
export async function redemptionCounts(
  db: TExecutor,
  couponId: number,
  userId: number,
): Promise<{ total: number; byUser: number }> {
  const [row] = await db
    .select({
      total: count(),
      byUser: sql<string>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { total: Number(row?.total ?? 0), byUser: Number(row?.byUser ?? 0) };
}

export async function findRedemption(db: TExecutor, couponId: number, paymentRef: string) {
  const [row] = await db
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.paymentRef, paymentRef)))
    .limit(1);
  return row;
}

/** The coupon a payment already redeemed (a retried payment), if any. */
export async function findPaymentRedemption(db: TExecutor, paymentRef: string) {
  const [row] = await db
    .select({ couponName: coupons.name, amountKurus: couponRedemptions.amountKurus })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.paymentRef, paymentRef))
    .limit(1);
  return row;
}

export async function insertRedemption(db: TExecutor, values: typeof couponRedemptions.$inferInsert) {
  const [row] = await db.insert(couponRedemptions).values(values).returning();
  return row!;
}

export async function insertCoupon(db: TExecutor, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

/** The LeadcoinCampaign tiers active at `at`, smallest top-up first. */
export async function listActiveTiers(db: TExecutor, at: Date): Promise<TTierRow[]> {
  return db
    .select()
    .from(leadcoinCampaignTiers)
    .where(
      and(
        eq(leadcoinCampaignTiers.active, true),
        lte(leadcoinCampaignTiers.validFrom, at),
        or(isNull(leadcoinCampaignTiers.validTo), gt(leadcoinCampaignTiers.validTo, at)),
      ),
    )
    .orderBy(asc(leadcoinCampaignTiers.minTopUpKurus), asc(leadcoinCampaignTiers.id));
}

export async function insertTier(db: TExecutor, values: typeof leadcoinCampaignTiers.$inferInsert) {
  const [row] = await db.insert(leadcoinCampaignTiers).values(values).returning();
  return row!;
}

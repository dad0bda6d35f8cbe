import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { billingCustomers } from '../../billing/invoices/invoices.table.ts';
import { categories } from '../../catalogue/catalogue.table.ts';
import { providerMembers, providers } from '../../identity/accounts/providers.table.ts';
import { sessions } from '../../identity/auth/auth.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders, offerOptionalProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';
import { agreements, type TAgreementRow } from './agreements.table.ts';

export type TAgreementInsert = typeof agreements.$inferInsert;
export type TAgreementPatch = Partial<Omit<TAgreementInsert, 'id' | 'offerId' | 'matchId' | 'providerId'>>;

/** One agreement per match: a second won mark (another tab) opens none. */
export async function insertAgreement(
  db: TExecutor,
  row: TAgreementInsert,
): Promise<TAgreementRow | undefined> {
  const [created] = await db.insert(agreements).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findAgreement(db: TExecutor, id: number): Promise<TAgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
  return row;
}

/** The row under a lock until the transaction ends: concurrent confirmations wait and see the outcome. */
export async function lockAgreement(db: TExecutor, id: number): Promise<TAgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).for('update').limit(1);
  return row;
}

/** Serialises the releases of one agency (its monthly cap) for the rest of the transaction. */
export async function lockProviderAgreements(db: TExecutor, providerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(20020, ${providerId}::int)`);
}

export async function updateAgreement(
  db: TExecutor,
  id: number,
  patch: TAgreementPatch,
): Promise<TAgreementRow | undefined> {
  const [row] = await db.update(agreements).set(patch).where(eq(agreements.id, id)).returning();
  return row;
}

/** An agreement with what names its project in a list: the category, the client's company, the agency. */
export type TAgreementListRow = {
  agreement: TAgreementRow;
  offerKey: string;
  categoryTr: string;
  categoryEn: string;
  companyName: string;
  agencyName: string;
  /** When the agency got access to the brief: before it, the client is not named to the agency. */
  accessAt: Date | null;
};

export async function listAgreementsOf(
  db: TExecutor,
  who: { clientUserId: number } | { providerIds: number[] },
  offerKey?: string,
): Promise<TAgreementListRow[]> {
  const owner =
    'clientUserId' in who
      ? eq(agreements.clientUserId, who.clientUserId)
      : who.providerIds.length > 0
        ? inArray(agreements.providerId, who.providerIds)
        : sql`false`;
  return db
    .select({
      agreement: agreements,
      offerKey: offers.key,
      categoryTr: categories.nameTr,
      categoryEn: categories.nameEn,
      companyName: offers.companyName,
      agencyName: providers.companyNickName,
      accessAt: matchedProviders.accessAt,
    })
    .from(agreements)
    .innerJoin(offers, eq(offers.id, agreements.offerId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(providers, eq(providers.id, agreements.providerId))
    .innerJoin(matchedProviders, eq(matchedProviders.id, agreements.matchId))
    .where(and(owner, offerKey ? eq(offers.key, offerKey) : undefined))
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(100);
}

export async function findOfferKey(db: TExecutor, offerId: number): Promise<string> {
  const [row] = await db.select({ key: offers.key }).from(offers).where(eq(offers.id, offerId)).limit(1);
  return row?.key ?? '';
}

/** The agencies the user is a team member of. */
export async function providerIdsOfUser(db: TExecutor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ providerId: providerMembers.providerId })
    .from(providerMembers)
    .where(eq(providerMembers.userId, userId));
  return rows.map((r) => r.providerId);
}

/** Kuruş of won refunds released to the agency in [from, to) and not taken back. */
export async function releasedBetween(
  db: TExecutor,
  providerId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    // Net of take-backs: a refund taken back (the deal ended within the window) is no credit kept this month.
    .select({
      total: sql<string>`coalesce(sum(${agreements.refundReleasedKurus} - ${agreements.refundTakenBackKurus}), 0)`,
    })
    .from(agreements)
    .where(
      and(
        eq(agreements.providerId, providerId),
        gte(agreements.refundReleasedAt, from),
        lt(agreements.refundReleasedAt, to),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function listAwaitingCap(db: TExecutor, limit = 500): Promise<TAgreementRow[]> {
  return db
    .select()
    .from(agreements)
    .where(eq(agreements.status, 'awaiting_cap'))
    .orderBy(agreements.confirmedAt, agreements.id)
    .limit(limit);
}

/**
 * What the risk check reads of both sides (a read model over identity, billing and matching, decisions.md
 * issue 20): the client's account, the agency team's users, their sessions' devices and addresses, their
 * billing addresses, the agency's company contacts, the requested agencies and the access payment's time.
 */
export async function riskFacts(db: TExecutor, agreement: TAgreementRow) {
  const [client] = await db
    .select({ createdAt: users.createdAt, email: users.email, phone: users.cellPhone })
    .from(users)
    .where(eq(users.id, agreement.clientUserId))
    .limit(1);
  const team = await db
    .select({ userId: users.id, email: users.email, phone: users.cellPhone })
    .from(providerMembers)
    .innerJoin(users, eq(users.id, providerMembers.userId))
    .where(eq(providerMembers.providerId, agreement.providerId));
  const [company] = await db
    .select({
      phone: providers.phone,
      email: providers.contactEmail,
      address: providers.address,
      ownerUserId: providers.ownerUserId,
    })
    .from(providers)
    .where(eq(providers.id, agreement.providerId))
    .limit(1);
  const teamIds = [...new Set([...team.map((m) => m.userId), ...(company ? [company.ownerUserId] : [])])];
  const sessionRows = await db
    .select({ userId: sessions.userId, deviceId: sessions.deviceId, ip: sessions.ip })
    .from(sessions)
    .where(inArray(sessions.userId, [agreement.clientUserId, ...teamIds]));
  const billing = await db
    .select({
      userId: billingCustomers.userId,
      providerId: billingCustomers.providerId,
      address: billingCustomers.address,
      city: billingCustomers.city,
      district: billingCustomers.district,
      email: billingCustomers.email,
    })
    .from(billingCustomers)
    .where(
      sql`${billingCustomers.userId} = ${agreement.clientUserId} or ${billingCustomers.providerId} = ${agreement.providerId}`,
    );
  const [requested] = await db
    .select({ id: offerOptionalProviders.id })
    .from(offerOptionalProviders)
    .where(
      and(
        eq(offerOptionalProviders.offerId, agreement.offerId),
        eq(offerOptionalProviders.providerId, agreement.providerId),
      ),
    )
    .limit(1);
  const [match] = await db
    .select({ accessAt: matchedProviders.accessAt })
    .from(matchedProviders)
    .where(and(eq(matchedProviders.id, agreement.matchId), isNotNull(matchedProviders.accessAt)))
    .limit(1);
  return {
    client,
    team,
    company,
    teamIds,
    sessions: sessionRows,
    billing,
    requested: !!requested,
    accessAt: match?.accessAt ?? null,
  };
}

/** The names the console shows. */
export async function partyNames(db: TExecutor, agreement: TAgreementRow) {
  const [client] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, agreement.clientUserId))
    .limit(1);
  const [agency] = await db
    .select({ name: providers.companyNickName })
    .from(providers)
    .where(eq(providers.id, agreement.providerId))
    .limit(1);
  return {
    clientName: client ? `${client.name} ${client.surname}`.trim() : '',
    agencyName: agency?.name ?? '',
  };
}

/** The match as the refund needs it. */
export async function findMatchRow(db: TExecutor, matchId: number) {
  const [row] = await db
    .select({
      id: matchedProviders.id,
      providerId: matchedProviders.providerId,
      accessSource: matchedProviders.accessSource,
      accessFeeKurus: matchedProviders.accessFeeKurus,
      accessAt: matchedProviders.accessAt,
    })
    .from(matchedProviders)
    .where(eq(matchedProviders.id, matchId))
    .limit(1);
  return row;
}

/** Development routes only: the access payment at another time (a paid match only). */
export async function moveAccessPayment(db: TExecutor, matchId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(matchedProviders)
    .set({ accessAt: at })
    .where(and(eq(matchedProviders.id, matchId), isNotNull(matchedProviders.accessAt)))
    .returning({ id: matchedProviders.id });
  return rows.length > 0;
}

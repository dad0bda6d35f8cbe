import type {
  TProviderFolder,
  TProviderOpportunityType,
  TQuoteLine,
  TSettableProviderFolder,
} from '@brifa/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { categories, cities, districts, sectors } from '../../catalogue/catalogue.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders, type TMatchedProviderRow } from '../matching/matching.table.ts';
import { offers, type TOfferRow } from '../offers/offers.table.ts';
import type { TBriefClient } from './agency-view.ts';
import {
  opportunityInvitations,
  providerMatchFeedbacks,
  quotes,
  type TQuoteRow,
} from './opportunities.table.ts';

/** The brief's client as agency-view.ts reads it (selected beside the brief, so lists need no extra query). */
export const clientColumns = {
  clientName: users.name,
  clientSurname: users.surname,
  clientEmail: users.email,
  clientPhone: users.cellPhone,
};

export function clientOf(row: {
  clientName: string;
  clientSurname: string;
  clientEmail: string;
  clientPhone: string;
}): TBriefClient {
  return { name: row.clientName, surname: row.clientSurname, email: row.clientEmail, phone: row.clientPhone };
}

/** Matches an agency works with: the ones it still holds (declined and expired slots went to others). */
const HELD_STATUSES = ['waiting', 'responded'] as const;

/** The folder an agency's opportunity is in (contracts PROVIDER_FOLDERS), computed in SQL. */
export const folderSql: SQL<TProviderFolder> = sql<TProviderFolder>`case
  when ${offers.agreedMatchId} = ${matchedProviders.id} then 'won'
  when ${matchedProviders.providerFolder} is not null then ${matchedProviders.providerFolder}
  when ${matchedProviders.providerViewedAt} is not null or exists (select 1 from ${quotes} where ${quotes.matchedProviderId} = ${matchedProviders.id}) then 'reviewed'
  when ${offers.state} = 'active' and ${offers.agreedMatchId} is null then 'new'
  else 'not_reviewed' end`;

export type TOpportunityRow = {
  match: TMatchedProviderRow;
  offer: TOfferRow;
  /** The brief's client: blanked from the brief's texts before access (agency-view.ts), never shown then. */
  client: TBriefClient;
  folder: TProviderFolder;
  quote: TQuoteRow | null;
  category: { tr: string; en: string };
  sector: { tr: string; en: string };
  cityName: string | null;
};

const opportunityColumns = {
  match: matchedProviders,
  offer: offers,
  folder: folderSql,
  quote: quotes,
  categoryTr: categories.nameTr,
  categoryEn: categories.nameEn,
  sectorTr: sectors.nameTr,
  sectorEn: sectors.nameEn,
  cityName: cities.name,
  ...clientColumns,
};

function selectOpportunities(db: TExecutor) {
  return db
    .select(opportunityColumns)
    .from(matchedProviders)
    .innerJoin(offers, eq(offers.id, matchedProviders.offerId))
    .innerJoin(users, eq(users.id, offers.userId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(sectors, eq(sectors.id, offers.sectorId))
    .leftJoin(cities, eq(cities.id, offers.cityId))
    .leftJoin(quotes, eq(quotes.matchedProviderId, matchedProviders.id));
}

type TSelected = Awaited<ReturnType<ReturnType<typeof selectOpportunities>['where']>>[number];

function toOpportunityRow(row: TSelected): TOpportunityRow {
  return {
    match: row.match,
    offer: row.offer,
    client: clientOf(row),
    folder: row.folder,
    quote: row.quote,
    category: { tr: row.categoryTr, en: row.categoryEn },
    sector: { tr: row.sectorTr, en: row.sectorEn },
    cityName: row.cityName,
  };
}

export type TOpportunityFilter = {
  providerId: number;
  type: TProviderOpportunityType;
  search?: string;
  hasPool?: boolean;
  sectorId?: number;
  categoryId?: number;
};

function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The client's company, name, e-mail or phone contains the pattern. */
function clientIdentityMatches(pattern: string): SQL {
  return sql`(${offers.companyName} ilike ${pattern} or exists (select 1 from ${users} where ${users.id} = ${offers.userId}
    and (${users.name} || ' ' || ${users.surname} || ' ' || ${users.email} || ' ' || ${users.cellPhone}) ilike ${pattern}))`;
}

/**
 * The search box of the agency's lists: the brief's description, category and sector in both languages.
 * Before access (`hasAccess` false for the row) the description is searched only for terms that are not part
 * of the client's identity, so a search cannot confirm a guess of who the client is (agency-view.ts blanks
 * the same names from the text it shows).
 */
export function briefTextMatches(search: string, hasAccess: SQL): SQL {
  const pattern = containsPattern(search);
  return sql`((${offers.description} ilike ${pattern} and (${hasAccess} or not ${clientIdentityMatches(pattern)}))
    or ${categories.nameTr} ilike ${pattern} or ${categories.nameEn} ilike ${pattern}
    or ${sectors.nameTr} ilike ${pattern} or ${sectors.nameEn} ilike ${pattern})`;
}

/** Everything but the Type filter (the counts are per type). */
function baseConditions(filter: TOpportunityFilter): SQL[] {
  const conditions: SQL[] = [
    eq(matchedProviders.providerId, filter.providerId),
    inArray(matchedProviders.status, [...HELD_STATUSES]),
    isNull(offers.deletedAt),
  ];
  if (filter.hasPool !== undefined) {
    conditions.push(
      filter.hasPool ? eq(matchedProviders.source, 'pool') : sql`${matchedProviders.source} <> 'pool'`,
    );
  }
  if (filter.sectorId) conditions.push(eq(offers.sectorId, filter.sectorId));
  if (filter.categoryId) conditions.push(eq(offers.categoryId, filter.categoryId));
  if (filter.search) {
    // The company name is searchable only once the agency has access to it.
    conditions.push(
      sql`(${briefTextMatches(filter.search, sql`${matchedProviders.accessAt} is not null`)} or ${offers.key} = ${filter.search}
        or (${matchedProviders.accessAt} is not null and ${offers.companyName} ilike ${containsPattern(filter.search)}))`,
    );
  }
  return conditions;
}

function typeCondition(type: TProviderOpportunityType): SQL | undefined {
  if (type === 'all') return undefined;
  if (type === 'quoted') return isNotNull(quotes.id);
  return sql`${folderSql} = ${type}`;
}

/** GET MatchedProvider/by-provider: one page, newest first, with the count of every type. */
export async function pageProviderOpportunities(
  db: TDb,
  filter: TOpportunityFilter,
  pageIndex: number,
  pageSize: number,
) {
  const base = baseConditions(filter);
  const where = and(...base, typeCondition(filter.type));
  const rows = await selectOpportunities(db)
    .where(where)
    .orderBy(desc(matchedProviders.createdAt), desc(matchedProviders.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  const countRows = await db
    .select({ folder: folderSql, quoted: sql<boolean>`${quotes.id} is not null`, n: count() })
    .from(matchedProviders)
    .innerJoin(offers, eq(offers.id, matchedProviders.offerId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(sectors, eq(sectors.id, offers.sectorId))
    .leftJoin(quotes, eq(quotes.matchedProviderId, matchedProviders.id))
    .where(and(...base))
    .groupBy(sql`1`, sql`2`);
  return { rows: rows.map(toOpportunityRow), countRows };
}

/** The agency's (held) match for one offer, by the offer's key. */
export async function findProviderOpportunity(
  db: TExecutor,
  providerId: number,
  offerKey: string,
): Promise<TOpportunityRow | undefined> {
  const rows = await selectOpportunities(db)
    .where(
      and(
        eq(offers.key, offerKey),
        eq(matchedProviders.providerId, providerId),
        inArray(matchedProviders.status, [...HELD_STATUSES]),
        isNull(offers.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ? toOpportunityRow(rows[0]) : undefined;
}

/** The agency's (held) match by its id; locks the row when asked (payments, quotes). */
export async function findProviderMatch(
  db: TExecutor,
  providerId: number,
  matchId: number,
  options: { lock?: boolean } = {},
): Promise<TOpportunityRow | undefined> {
  const query = selectOpportunities(db)
    .where(
      and(
        eq(matchedProviders.id, matchId),
        eq(matchedProviders.providerId, providerId),
        inArray(matchedProviders.status, [...HELD_STATUSES]),
        isNull(offers.deletedAt),
      ),
    )
    .limit(1);
  const rows = options.lock ? await query.for('update', { of: matchedProviders }) : await query;
  return rows[0] ? toOpportunityRow(rows[0]) : undefined;
}

export async function setProviderFolder(
  db: TDb,
  matchId: number,
  folder: TSettableProviderFolder | null,
  now: Date,
) {
  await db
    .update(matchedProviders)
    .set({
      providerFolder: folder,
      providerViewedAt: sql`coalesce(${matchedProviders.providerViewedAt}, ${now})`,
    })
    .where(eq(matchedProviders.id, matchId));
}

/**
 * The agency's held match for a payment, locked, with the offer's communication count, in one statement.
 * Locks the offer first (by the match, in the same statement's subquery), then the match: the order of the
 * client agreeing, so the two never deadlock. The caller runs it in a transaction.
 */
export async function lockMatchForPayment(
  db: TExecutor,
  providerId: number,
  matchId: number,
): Promise<{ row: TOpportunityRow; unlocked: number } | undefined> {
  const [locked] = (
    (await db.execute(sql`select id from offers where id = (select offer_id from matched_providers
      where id = ${matchId} and provider_id = ${providerId}) for update`)) as unknown as { rows: unknown[] }
  ).rows;
  if (!locked) return undefined;
  const rows = await db
    .select({
      ...opportunityColumns,
      unlocked: sql<number>`(select count(*) from matched_providers unlocked
        where unlocked.offer_id = ${offers.id} and unlocked.access_at is not null)`.mapWith(Number),
    })
    .from(matchedProviders)
    .innerJoin(offers, eq(offers.id, matchedProviders.offerId))
    .innerJoin(users, eq(users.id, offers.userId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(sectors, eq(sectors.id, offers.sectorId))
    .leftJoin(cities, eq(cities.id, offers.cityId))
    .leftJoin(quotes, eq(quotes.matchedProviderId, matchedProviders.id))
    .where(
      and(
        eq(matchedProviders.id, matchId),
        eq(matchedProviders.providerId, providerId),
        inArray(matchedProviders.status, [...HELD_STATUSES]),
        isNull(offers.deletedAt),
      ),
    )
    .limit(1)
    .for('update', { of: matchedProviders });
  return rows[0] ? { row: toOpportunityRow(rows[0]), unlocked: rows[0].unlocked } : undefined;
}

/** Agencies that unlocked the offer (its communication count). */
export async function countUnlocked(db: TExecutor, offerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchedProviders)
    .where(and(eq(matchedProviders.offerId, offerId), isNotNull(matchedProviders.accessAt)));
  return row?.n ?? 0;
}

/** Serialises access grants on one offer so that the communication limit holds under concurrency. */
export async function lockOffer(db: TExecutor, offerId: number) {
  await db.execute(sql`select id from offers where id = ${offerId} for update`);
}

/** Records access; a waiting match becomes responded (it no longer expires). Answers the updated match. */
export async function grantAccess(
  db: TExecutor,
  matchId: number,
  access: { source: 'subscription' | 'wallet' | 'pool'; feeKurus: number | null; now: Date },
): Promise<TMatchedProviderRow | undefined> {
  const [row] = await db
    .update(matchedProviders)
    .set({
      accessAt: access.now,
      accessSource: access.source,
      accessFeeKurus: access.feeKurus,
      status: 'responded',
      respondedAt: sql`coalesce(${matchedProviders.respondedAt}, ${access.now})`,
      providerViewedAt: sql`coalesce(${matchedProviders.providerViewedAt}, ${access.now})`,
    })
    .where(and(eq(matchedProviders.id, matchId), isNull(matchedProviders.accessAt)))
    .returning();
  return row;
}

/** A brief's need (agency-view.ts): category, sector, city and budget, for notices to agencies. */
export async function findBriefNeed(db: TExecutor, offerId: number) {
  const [row] = await db
    .select({
      categoryTr: categories.nameTr,
      categoryEn: categories.nameEn,
      sectorTr: sectors.nameTr,
      sectorEn: sectors.nameEn,
      cityName: cities.name,
      budgetTry: offers.budgetTry,
    })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(sectors, eq(sectors.id, offers.sectorId))
    .leftJoin(cities, eq(cities.id, offers.cityId))
    .where(eq(offers.id, offerId))
    .limit(1);
  return row;
}

/** The client's identity: shown to agencies with access, blanked from the brief's texts before it. */
export async function findClient(db: TExecutor, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: users.cellPhone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findDistrictName(db: TExecutor, districtId: number | null) {
  if (districtId === null) return null;
  const [row] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));
  return row?.name ?? null;
}

export async function upsertQuote(
  db: TExecutor,
  matchId: number,
  values: Pick<TQuoteRow, 'userId' | 'amountKurus' | 'pricingModel' | 'lines' | 'durationDays' | 'message'>,
  now: Date,
) {
  await db
    .insert(quotes)
    .values({ matchedProviderId: matchId, ...values, currency: 'TRY', sentAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: quotes.matchedProviderId, set: { ...values, updatedAt: now } });
}

export async function updateQuoteFile(
  db: TExecutor,
  matchId: number,
  file: Pick<TQuoteRow, 'fileKey' | 'fileName' | 'fileType' | 'fileBytes'>,
  now: Date,
) {
  const rows = await db
    .update(quotes)
    .set({ ...file, updatedAt: now })
    .where(eq(quotes.matchedProviderId, matchId))
    .returning({ id: quotes.id });
  return rows.length > 0;
}

/** The quote's line items as both sides read them. */
export function quoteLines(quote: Pick<TQuoteRow, 'lines'>): TQuoteLine[] {
  return quote.lines.map((line) => ({ Title: line.title, AmountKurus: line.amountKurus }));
}

export async function findQuote(db: TExecutor, matchId: number): Promise<TQuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.matchedProviderId, matchId)).limit(1);
  return row;
}

export async function findProviderFeedback(db: TExecutor, matchId: number) {
  const [row] = await db
    .select()
    .from(providerMatchFeedbacks)
    .where(eq(providerMatchFeedbacks.matchedProviderId, matchId))
    .limit(1);
  return row;
}

/**
 * Issue 20: the matches (of those given) whose agency reported "we agreed" and whose client has not said no;
 * whether the client can still confirm is the caller's question.
 */
export async function listAgreedReports(db: TExecutor, matchIds: readonly number[]): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .select({ matchId: providerMatchFeedbacks.matchedProviderId })
    .from(providerMatchFeedbacks)
    .where(
      and(
        inArray(providerMatchFeedbacks.matchedProviderId, [...matchIds]),
        eq(providerMatchFeedbacks.sentiment, 'positive'),
        eq(providerMatchFeedbacks.code, 'agreed'),
        isNull(providerMatchFeedbacks.agreedReportDeclinedAt),
      ),
    );
  return new Set(rows.map((row) => row.matchId));
}

/** The client's "we did not agree": answers false when there was no open report to decline. */
export async function declineAgreedReport(db: TExecutor, matchId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(providerMatchFeedbacks)
    .set({ agreedReportDeclinedAt: now })
    .where(
      and(
        eq(providerMatchFeedbacks.matchedProviderId, matchId),
        eq(providerMatchFeedbacks.code, 'agreed'),
        isNull(providerMatchFeedbacks.agreedReportDeclinedAt),
      ),
    )
    .returning({ id: providerMatchFeedbacks.id });
  return rows.length > 0;
}

/**
 * The agency's one answer on a match: a first answer inserts it, a later one changes it. Answers whether this
 * was the first answer (a change is not a new answer for the feedback bonus).
 */
export async function upsertProviderFeedback(
  db: TExecutor,
  matchId: number,
  values: { userId: number; sentiment: 'positive' | 'negative'; code: string; note: string },
  now: Date,
): Promise<{ inserted: boolean }> {
  const inserted = await db
    .insert(providerMatchFeedbacks)
    .values({ matchedProviderId: matchId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: providerMatchFeedbacks.matchedProviderId })
    .returning({ id: providerMatchFeedbacks.id });
  if (inserted.length > 0) return { inserted: true };
  await db
    .update(providerMatchFeedbacks)
    .set({ ...values, updatedAt: now })
    .where(eq(providerMatchFeedbacks.matchedProviderId, matchId));
  return { inserted: false };
}

/** pg_advisory_xact_lock(namespace, providerId): one agency's feedback answers are counted one at a time. */
const FEEDBACK_BONUS_LOCK_SPACE = 4_220;

/** Waits for the agency's other feedback answers in flight, until the caller's transaction ends. */
export async function lockProviderFeedbackCount(db: TExecutor, providerId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${FEEDBACK_BONUS_LOCK_SPACE}::int, ${providerId}::int)`);
}

/** How many of its opportunities the agency has answered feedback on (one answer per match). */
export async function countProviderFeedbacks(db: TExecutor, providerId: number): Promise<number> {
  const [row] = await db
    .select({ answers: count() })
    .from(providerMatchFeedbacks)
    .innerJoin(matchedProviders, eq(matchedProviders.id, providerMatchFeedbacks.matchedProviderId))
    .where(eq(matchedProviders.providerId, providerId));
  return row?.answers ?? 0;
}

/** Matches of the offer whose agency paid the viewing fee from its wallet. */
export async function listPaidMatches(db: TExecutor, offerId: number) {
  return db
    .select()
    .from(matchedProviders)
    .where(
      and(
        eq(matchedProviders.offerId, offerId),
        eq(matchedProviders.accessSource, 'wallet'),
        isNotNull(matchedProviders.accessFeeKurus),
      ),
    );
}

/** The quotes of some matches, by match id. */
export async function listQuotesByMatch(db: TExecutor, matchIds: number[]): Promise<Map<number, TQuoteRow>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db.select().from(quotes).where(inArray(quotes.matchedProviderId, matchIds));
  return new Map(rows.map((row) => [row.matchedProviderId, row]));
}

export async function insertInvitation(db: TExecutor, row: typeof opportunityInvitations.$inferInsert) {
  const [created] = await db.insert(opportunityInvitations).values(row).returning();
  return created!;
}

/** The invitation of one address to one brief still waiting for an answer, if any (under the brief's lock). */
export async function findPendingInvitation(db: TExecutor, offerId: number, email: string) {
  const [row] = await db
    .select()
    .from(opportunityInvitations)
    .where(
      and(
        eq(opportunityInvitations.offerId, offerId),
        eq(opportunityInvitations.email, email),
        eq(opportunityInvitations.status, 'sent'),
      ),
    )
    .limit(1);
  return row;
}

/** An invitation with its brief and the brief's names. */
export async function findInvitation(db: TExecutor, key: string) {
  const [row] = await db
    .select({
      invitation: opportunityInvitations,
      offer: offers,
      categoryTr: categories.nameTr,
      categoryEn: categories.nameEn,
      sectorTr: sectors.nameTr,
      sectorEn: sectors.nameEn,
      cityName: cities.name,
      ...clientColumns,
    })
    .from(opportunityInvitations)
    .innerJoin(offers, eq(offers.id, opportunityInvitations.offerId))
    .innerJoin(users, eq(users.id, offers.userId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(sectors, eq(sectors.id, offers.sectorId))
    .leftJoin(cities, eq(cities.id, offers.cityId))
    .where(eq(opportunityInvitations.key, key))
    .limit(1);
  return row;
}

export async function answerInvitation(
  db: TExecutor,
  id: number,
  values: { status: 'declined' | 'joined'; declineReason?: string; declineNote?: string },
  now: Date,
) {
  const rows = await db
    .update(opportunityInvitations)
    .set({ ...values, respondedAt: now })
    .where(and(eq(opportunityInvitations.id, id), eq(opportunityInvitations.status, 'sent')))
    .returning({ id: opportunityInvitations.id });
  return rows.length > 0;
}

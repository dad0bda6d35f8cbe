import { randomUUID } from 'node:crypto';
import type { TWalletEntryReason, TWalletEntryType } from '@brifa/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { ledgerErrors } from '../ledger.errors.ts';
import { walletAccounts, walletEntries } from './wallet.table.ts';

export type { TExecutor };

export type TPlatformAccountKind = 'platform_revenue' | 'platform_promotions' | 'platform_cash';
export type TWalletParty = { providerId: number } | { platform: TPlatformAccountKind };
/** Positive credits the party, negative debits it; the legs of one transaction sum to 0. */
export type TWalletLeg = { party: TWalletParty; amountKurus: number };

/** Namespaces of pg_advisory_xact_lock(namespace, key) used by the wallet. */
const PLATFORM_ACCOUNT_LOCK = 4205;
const IDEMPOTENCY_LOCK = 4206;

/** One of the platform's own accounts (the other side of every agency entry), created on first use. */
async function platformAccount(db: TExecutor, kind: TPlatformAccountKind): Promise<number> {
  const find = () =>
    db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(and(isNull(walletAccounts.providerId), eq(walletAccounts.kind, kind)))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await db.execute(sql`select pg_advisory_xact_lock(${PLATFORM_ACCOUNT_LOCK}::int, 0)`);
  const [again] = await find();
  if (again) return again.id;
  const [created] = await db.insert(walletAccounts).values({ kind }).returning({ id: walletAccounts.id });
  return created!.id;
}

type TLockedAccount = { id: number; providerId: number; balanceKurus: number };

/** Locks the agencies' existing accounts, in account-id order so that two payments never deadlock. */
async function lockProviderAccounts(
  tx: TExecutor,
  providerIds: number[],
): Promise<Map<number, TLockedAccount>> {
  if (providerIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: walletAccounts.id,
      providerId: walletAccounts.providerId,
      balanceKurus: walletAccounts.balanceKurus,
    })
    .from(walletAccounts)
    .where(inArray(walletAccounts.providerId, providerIds))
    .orderBy(walletAccounts.id)
    .for('update');
  return new Map(rows.map((r) => [r.providerId!, { ...r, providerId: r.providerId! }]));
}

/** Opens the accounts an agency's first entry needs, then locks them with the others. */
async function openAndLockAccounts(tx: TExecutor, providerIds: number[], missing: number[]) {
  await tx
    .insert(walletAccounts)
    .values(missing.map((providerId) => ({ providerId, kind: 'provider' })))
    .onConflictDoNothing();
  return lockProviderAccounts(tx, providerIds);
}

function partyKey(party: TWalletParty): string {
  return 'providerId' in party ? `p:${party.providerId}` : `k:${party.platform}`;
}

/**
 * Posts one ledger transaction inside the caller's transaction (`tx`); locks the agencies' account rows
 * (SELECT ... FOR UPDATE, in account-id order) before checking balances; throws ApiError('WALLET_INSUFFICIENT')
 * if an agency account would go below zero; with an idempotency key already used it applies nothing and
 * answers { applied: false, transactionId: <the earlier one> }.
 *
 * Only agency accounts keep a cached `balance_kurus` (updated here under the row lock). The platform's
 * accounts are on the other side of every payment: caching their balance would make every payment wait
 * for one hot row, so their balance is the sum of their entries (`platformBalanceOf`).
 */
export async function postTransaction(
  tx: TExecutor,
  input: {
    legs: TWalletLeg[];
    type: TWalletEntryType;
    reason: TWalletEntryReason;
    description: string;
    idempotencyKey: string;
    matchedProviderId?: number | null;
    now: Date;
  },
): Promise<{ applied: boolean; transactionId: string }> {
  const { legs } = input;
  if (legs.length < 2) throw new Error('wallet: a transaction needs at least two legs');
  if (legs.some((l) => !Number.isSafeInteger(l.amountKurus) || l.amountKurus === 0))
    throw new Error('wallet: leg amounts must be non-zero integers (kuruş)');
  if (legs.reduce((s, l) => s + l.amountKurus, 0) !== 0) throw new Error('wallet: legs must sum to zero');
  if (new Set(legs.map((l) => partyKey(l.party))).size !== legs.length)
    throw new Error('wallet: a party may appear only once in a transaction');
  if (!input.idempotencyKey) throw new Error('wallet: an idempotency key is required');

  const providerIds = [
    ...new Set(legs.flatMap((l) => ('providerId' in l.party ? [l.party.providerId] : []))),
  ].sort((a, b) => a - b);
  // Two requests with the same key wait for each other before the check below, so the second sees the
  // first's entries (instead of failing on the unique index and aborting the caller's transaction): on the
  // agencies' account rows, which a key's transaction always locks, or on the key itself when no agency takes
  // part or an agency has no account yet (nothing is opened for a request that turns out to be a replay).
  let locked = await lockProviderAccounts(tx, providerIds);
  const missing = providerIds.filter((id) => !locked.has(id));
  if (providerIds.length === 0 || missing.length > 0) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK}::int, hashtext(${input.idempotencyKey}::text))`,
    );
  }
  const [earlier] = await tx
    .select({ transactionId: walletEntries.transactionId })
    .from(walletEntries)
    .where(eq(walletEntries.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (earlier) return { applied: false, transactionId: earlier.transactionId };
  if (missing.length > 0) locked = await openAndLockAccounts(tx, providerIds, missing);

  const resolved: { accountId: number; amountKurus: number; provider: TLockedAccount | null }[] = [];
  for (const leg of legs) {
    if ('providerId' in leg.party) {
      const account = locked.get(leg.party.providerId)!;
      if (account.balanceKurus + leg.amountKurus < 0) throw ledgerErrors.walletInsufficient();
      resolved.push({ accountId: account.id, amountKurus: leg.amountKurus, provider: account });
    } else {
      resolved.push({
        accountId: await platformAccount(tx, leg.party.platform),
        amountKurus: leg.amountKurus,
        provider: null,
      });
    }
  }

  const transactionId = randomUUID();
  const entries = tx
    .insert(walletEntries)
    .values(
      resolved.map((r) => ({
        transactionId,
        accountId: r.accountId,
        amountKurus: r.amountKurus,
        type: input.type,
        reason: input.reason,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        matchedProviderId: input.matchedProviderId ?? null,
        createdAt: input.now,
      })),
    )
    .returning({ accountId: walletEntries.accountId, amountKurus: walletEntries.amountKurus });
  // The entries and the agencies' cached balances in one statement (platform balances are sums of entries).
  await tx.execute(sql`
    with inserted as ${entries}
    update ${walletAccounts} set balance_kurus = ${walletAccounts}.balance_kurus + inserted.amount_kurus
    from inserted
    where ${walletAccounts}.id = inserted.account_id and ${walletAccounts}.provider_id is not null`);
  return { applied: true, transactionId };
}

/** The agency's balance in kuruş (0 without an account). */
export async function balanceOf(db: TExecutor, providerId: number): Promise<number> {
  const [row] = await db
    .select({ balanceKurus: walletAccounts.balanceKurus })
    .from(walletAccounts)
    .where(eq(walletAccounts.providerId, providerId));
  return row?.balanceKurus ?? 0;
}

/** A platform account's balance: the sum of its entries (platform balances are not cached, see postTransaction). */
export async function platformBalanceOf(db: TExecutor, kind: TPlatformAccountKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amountKurus}), 0)` })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .where(and(isNull(walletAccounts.providerId), eq(walletAccounts.kind, kind)));
  return Number(row?.total ?? 0);
}

/**
 * Credits an agency from the platform's promotions account (a gift: seed data, an operator's grant)
 * in its own (nested) transaction. The same idempotency key never applies twice; answers whether it applied.
 */
export async function grantGift(
  db: TDb,
  input: {
    providerId: number;
    amountKurus: number;
    idempotencyKey: string;
    description: string;
    now: Date;
    reason?: TWalletEntryReason;
  },
): Promise<boolean> {
  const result = await db.transaction((tx) =>
    postTransaction(tx, {
      legs: [
        { party: { providerId: input.providerId }, amountKurus: input.amountKurus },
        { party: { platform: 'platform_promotions' }, amountKurus: -input.amountKurus },
      ],
      type: 'gift',
      reason: input.reason ?? 'grant',
      description: input.description,
      idempotencyKey: input.idempotencyKey,
      now: input.now,
    }),
  );
  return result.applied;
}

export type TLedgerRow = {
  id: number;
  transactionId: string;
  type: TWalletEntryType;
  reason: TWalletEntryReason;
  description: string;
  amountKurus: number;
  balanceAfterKurus: number;
  createdAt: Date;
  offerKey: string | null;
  projectName: { tr: string; en: string } | null;
  matchedProviderId: number | null;
};

/**
 * One page of an agency's entries, newest first, with the balance right after each. The running balance is a
 * window sum in id order: entries of one account are inserted under its row lock, so id order is the order in
 * which the balance changed.
 */
export async function listProviderEntries(
  db: TExecutor,
  providerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: TLedgerRow[]; totalCount: number }> {
  const result = await db.execute(sql`
    with ledger as (
      select e.id, e.transaction_id, e.type, e.reason, e.description, e.amount_kurus, e.created_at,
        e.matched_provider_id,
        sum(e.amount_kurus) over (order by e.id rows between unbounded preceding and current row) as balance_after,
        count(*) over () as total_count
      from wallet_entries e
      join wallet_accounts a on a.id = e.account_id
      where a.provider_id = ${providerId}
    )
    select l.*, o.key as offer_key, c.name_tr as category_tr, c.name_en as category_en
    from ledger l
    left join matched_providers mp on mp.id = l.matched_provider_id
    left join offers o on o.id = mp.offer_id
    left join categories c on c.id = o.category_id
    order by l.id desc
    limit ${page.limit} offset ${page.offset}
  `);
  const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  let totalCount = raw.length > 0 ? Number(raw[0]!.total_count) : 0;
  if (raw.length === 0 && page.offset > 0) {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletAccounts.providerId, providerId));
    totalCount = Number(row?.n ?? 0);
  }
  return {
    totalCount,
    rows: raw.map((r) => ({
      id: Number(r.id),
      transactionId: String(r.transaction_id),
      type: r.type as TWalletEntryType,
      reason: r.reason as TWalletEntryReason,
      description: String(r.description),
      amountKurus: Number(r.amount_kurus),
      balanceAfterKurus: Number(r.balance_after),
      createdAt: new Date(r.created_at as string | Date),
      offerKey: (r.offer_key as string | null) ?? null,
      projectName:
        r.category_tr == null
          ? null
          : { tr: String(r.category_tr), en: String(r.category_en ?? r.category_tr) },
      matchedProviderId: r.matched_provider_id == null ? null : Number(r.matched_provider_id),
    })),
  };
}

/** An agency by numeric id or by slug (the operator's grant command accepts either). */
export async function findProviderByRef(db: TExecutor, ref: string) {
  const byId = /^\d+$/.test(ref);
  const [row] = await db
    .select({ id: providers.id, slug: providers.slug, companyNickName: providers.companyNickName })
    .from(providers)
    .where(byId ? eq(providers.id, Number(ref)) : eq(providers.slug, ref))
    .limit(1);
  return row;
}

/**
 * What the transaction with this idempotency key moved into (or, negative, out of) one agency's wallet: null
 * when no such transaction was posted for it (payments' reconciliation checks a paid top-up reached the wallet).
 */
export async function agencyAmountOf(
  db: TExecutor,
  idempotencyKey: string,
  providerId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ amountKurus: walletEntries.amountKurus })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .where(and(eq(walletEntries.idempotencyKey, idempotencyKey), eq(walletAccounts.providerId, providerId)))
    .limit(1);
  return row ? row.amountKurus : null;
}

/** Whether a transaction with this idempotency key was posted. */
export async function hasTransaction(db: TExecutor, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: walletEntries.id })
    .from(walletEntries)
    .where(eq(walletEntries.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

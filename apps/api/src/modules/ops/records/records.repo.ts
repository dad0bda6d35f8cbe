import { OPS_HISTORY_LIMIT, OPS_SEARCH_LIMIT, type TOpsSearchKind } from '@brifa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';

/**
 * The console's read model of records (issue 17 item 3): search and each record's page, read across the
 * owners' tables in joins (reading is allowed for read models; every change goes through the owner's service).
 */

type TRow = Record<string, unknown>;

async function rows(db: TExecutor, query: SQL): Promise<TRow[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: TRow[] }).rows;
}

export type TSearchRow = {
  kind: TOpsSearchKind;
  ref: string;
  title: string;
  detail: string;
  createdAt: Date;
};

const iso = (value: unknown) => new Date(value as string | Date);

/** A term as every kind reads it: the text (case-insensitive part), its digits (phones, VKN/TCKN) and an id. */
function terms(q: string) {
  const text = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = q.replace(/\D/g, '');
  const id = /^\d{1,15}$/.test(q.trim()) ? Number(q.trim()) : -1;
  return { text, digits: digits.length >= 4 ? `%${digits}%` : null, id, exact: q.trim() };
}

/** Clients by name, e-mail, phone or id. */
async function searchClients(db: TExecutor, q: string): Promise<TSearchRow[]> {
  const t = terms(q);
  const found = await rows(
    db,
    sql`select u.id, u.name, u.surname, u.email, u.cell_phone, u.created_at from users u
      where u.user_type = 'client' and (
        u.id = ${t.id} or (u.name || ' ' || u.surname) ilike ${t.text} or u.email ilike ${t.text}
        ${t.digits ? sql`or u.cell_phone like ${t.digits}` : sql``})
      order by u.id desc limit ${OPS_SEARCH_LIMIT}`,
  );
  return found.map((r) => ({
    kind: 'client',
    ref: String(r.id),
    title: `${r.name} ${r.surname}`,
    detail: `${r.email} · ${r.cell_phone}`,
    createdAt: iso(r.created_at),
  }));
}

/** Agencies by name, title, slug, VKN/TCKN, the owner's or the agency's e-mail and phone, or id. */
async function searchAgencies(db: TExecutor, q: string): Promise<TSearchRow[]> {
  const t = terms(q);
  const found = await rows(
    db,
    sql`select p.id, p.company_nick_name, p.company_title, p.tax_number, u.email, u.cell_phone, p.created_at
      from providers p join users u on u.id = p.owner_user_id
      where p.id = ${t.id} or p.company_nick_name ilike ${t.text} or p.company_title ilike ${t.text}
        or p.slug = ${t.exact} or p.tax_number = ${t.exact} or u.email ilike ${t.text}
        or p.contact_email ilike ${t.text} or (u.name || ' ' || u.surname) ilike ${t.text}
        ${t.digits ? sql`or u.cell_phone like ${t.digits} or p.phone like ${t.digits}` : sql``}
      order by p.id desc limit ${OPS_SEARCH_LIMIT}`,
  );
  return found.map((r) => ({
    kind: 'agency',
    ref: String(r.id),
    title: String(r.company_nick_name),
    detail: [r.company_title, r.tax_number, r.email, r.cell_phone].filter(Boolean).join(' · '),
    createdAt: iso(r.created_at),
  }));
}

/** Briefs by key, company name or id. */
async function searchBriefs(db: TExecutor, q: string): Promise<TSearchRow[]> {
  const t = terms(q);
  const found = await rows(
    db,
    sql`select o.key, o.company_name, o.state, u.email, o.created_at from offers o join users u on u.id = o.user_id
      where o.key = ${t.exact} or o.id = ${t.id} or o.company_name ilike ${t.text}
      order by (o.key = ${t.exact}) desc, o.id desc limit ${OPS_SEARCH_LIMIT}`,
  );
  return found.map((r) => ({
    kind: 'brief',
    ref: String(r.key),
    title: `${r.company_name} (${r.key})`,
    detail: `${r.state} · ${r.email}`,
    createdAt: iso(r.created_at),
  }));
}

/** A match by its id (its page is the brief's). */
async function searchMatches(db: TExecutor, q: string): Promise<TSearchRow[]> {
  const t = terms(q);
  if (t.id < 0) return [];
  const found = await rows(
    db,
    sql`select m.id, m.status, o.key, p.company_nick_name, m.created_at from matched_providers m
      join offers o on o.id = m.offer_id join providers p on p.id = m.provider_id
      where m.id = ${t.id} limit 1`,
  );
  return found.map((r) => ({
    kind: 'match',
    ref: String(r.key),
    title: `#${r.id} ${r.company_nick_name} → ${r.key}`,
    detail: String(r.status),
    createdAt: iso(r.created_at),
  }));
}

/** A wallet transaction by its transaction id or an entry id (the agency's leg; its page is the agency's). */
async function searchWalletTransactions(db: TExecutor, q: string): Promise<TSearchRow[]> {
  const t = terms(q);
  const found = await rows(
    db,
    sql`select e.id, e.transaction_id, e.reason, e.amount_kurus, a.provider_id, p.company_nick_name, e.created_at
      from wallet_entries e join wallet_accounts a on a.id = e.account_id join providers p on p.id = a.provider_id
      where e.transaction_id = ${t.exact} or e.id = ${t.id}
      order by e.id desc limit ${OPS_SEARCH_LIMIT}`,
  );
  return found.map((r) => ({
    kind: 'wallet_transaction',
    ref: String(r.provider_id),
    title: `${r.company_nick_name}: ${r.reason}`,
    detail: `${r.transaction_id} · ${r.amount_kurus}`,
    createdAt: iso(r.created_at),
  }));
}

/** Card payments by their public id or the provider's payment id (exact). */
async function searchPayments(db: TExecutor, q: string): Promise<TSearchRow[]> {
  const t = terms(q);
  if (t.exact.length < 8) return [];
  const found = await rows(
    db,
    sql`select pa.public_id, pa.state, pa.paid_price_kurus, pa.created_at, u.name, u.surname, p.company_nick_name
      from payments pa join users u on u.id = pa.payer_user_id left join providers p on p.id = pa.provider_id
      where pa.public_id = ${t.exact} or pa.provider_payment_id = ${t.exact}
      order by pa.id desc limit ${OPS_SEARCH_LIMIT}`,
  );
  return found.map((r) => ({
    kind: 'payment',
    ref: String(r.public_id),
    title: `${r.company_nick_name ?? `${r.name} ${r.surname}`.trim()}: ${r.state}`,
    detail: `${r.public_id} · ${r.paid_price_kurus}`,
    createdAt: iso(r.created_at),
  }));
}

export async function searchRecords(db: TExecutor, q: string, kind?: TOpsSearchKind): Promise<TSearchRow[]> {
  const searches: Record<TOpsSearchKind, (db: TExecutor, q: string) => Promise<TSearchRow[]>> = {
    client: searchClients,
    agency: searchAgencies,
    brief: searchBriefs,
    match: searchMatches,
    wallet_transaction: searchWalletTransactions,
    payment: searchPayments,
  };
  const kinds = kind ? [kind] : (Object.keys(searches) as TOpsSearchKind[]);
  const found: TSearchRow[] = [];
  for (const each of kinds) found.push(...(await searches[each](db, q)));
  return found;
}

// ---- a record's page ----

export async function findClientRecord(db: TExecutor, id: number) {
  const [user] = await rows(db, sql`select * from users where id = ${id} and user_type = 'client'`);
  if (!user) return null;
  const briefs = await rows(
    db,
    sql`select key, company_name, state, created_at from offers where user_id = ${id} order by id desc limit 50`,
  );
  return { user, briefs };
}

export async function findAgencyRecord(db: TExecutor, id: number) {
  const [agency] = await rows(
    db,
    sql`select p.*, u.name as owner_name, u.surname as owner_surname, u.email as owner_email,
        u.cell_phone as owner_phone, u.is_phone_verified as owner_phone_verified,
        coalesce(w.balance_kurus, 0) as balance
      from providers p join users u on u.id = p.owner_user_id
      left join wallet_accounts w on w.provider_id = p.id where p.id = ${id}`,
  );
  if (!agency) return null;
  const reviewRows = await rows(
    db,
    sql`select id, status, rating, reviewer_name, reviewer_company, text, created_at from reviews
      where provider_id = ${id} order by id desc limit 50`,
  );
  return { agency, reviews: reviewRows };
}

export async function findBriefRecord(db: TExecutor, key: string) {
  const [offer] = await rows(
    db,
    sql`select o.*, u.name as client_name, u.surname as client_surname, u.email as client_email
      from offers o join users u on u.id = o.user_id where o.key = ${key}`,
  );
  if (!offer) return null;
  const matches = await rows(
    db,
    sql`select m.id, m.provider_id, p.company_nick_name, m.status, m.access_source, m.access_fee_kurus, m.created_at
      from matched_providers m join providers p on p.id = m.provider_id
      where m.offer_id = ${offer.id} order by m.id`,
  );
  return { offer, matches };
}

export type THistoryRow = {
  at: Date;
  kind: 'audit' | 'ledger' | 'match' | 'brief' | 'review';
  code: string;
  text: string;
  reason: string | null;
  amountKurus: number | null;
  href: string | null;
};

/** The audit rows about one record, with the operator's name. */
export async function auditHistory(
  db: TExecutor,
  subjectType: string,
  subjectId: string,
): Promise<THistoryRow[]> {
  const found = await rows(
    db,
    sql`select l.at, l.action, l.reason, o.name as operator_name from ops_audit_log l
      left join operators o on o.id = l.operator_id
      where l.subject_type = ${subjectType} and l.subject_id = ${subjectId}
      order by l.at desc, l.id desc limit ${OPS_HISTORY_LIMIT}`,
  );
  return found.map((r) => ({
    at: iso(r.at),
    kind: 'audit',
    code: String(r.action),
    text: String(r.operator_name ?? ''),
    reason: (r.reason as string | null) ?? null,
    amountKurus: null,
    href: null,
  }));
}

/** An agency's ledger entries (its own leg of each transaction). */
export async function ledgerHistory(db: TExecutor, providerId: number): Promise<THistoryRow[]> {
  const found = await rows(
    db,
    sql`select e.created_at, e.reason, e.description, e.amount_kurus, o.key from wallet_entries e
      join wallet_accounts a on a.id = e.account_id
      left join matched_providers m on m.id = e.matched_provider_id left join offers o on o.id = m.offer_id
      where a.provider_id = ${providerId} order by e.id desc limit ${OPS_HISTORY_LIMIT}`,
  );
  return found.map((r) => ({
    at: iso(r.created_at),
    kind: 'ledger',
    code: String(r.reason),
    text: String(r.key ?? r.description ?? ''),
    reason: null,
    amountKurus: Number(r.amount_kurus),
    href: r.key ? `/ops/briefs/${r.key}` : null,
  }));
}

/** An agency's matches. */
export async function agencyMatchHistory(db: TExecutor, providerId: number): Promise<THistoryRow[]> {
  const found = await rows(
    db,
    sql`select m.created_at, m.status, o.key from matched_providers m join offers o on o.id = m.offer_id
      where m.provider_id = ${providerId} order by m.id desc limit ${OPS_HISTORY_LIMIT}`,
  );
  return found.map((r) => ({
    at: iso(r.created_at),
    kind: 'match',
    code: String(r.status),
    text: String(r.key),
    reason: null,
    amountKurus: null,
    href: `/ops/briefs/${r.key}`,
  }));
}

/** The ledger entries of a brief's matches (fees and refunds, the agencies' legs). */
export async function briefLedgerHistory(db: TExecutor, offerId: number): Promise<THistoryRow[]> {
  const found = await rows(
    db,
    sql`select e.created_at, e.reason, e.amount_kurus, p.id as provider_id, p.company_nick_name
      from wallet_entries e join wallet_accounts a on a.id = e.account_id join providers p on p.id = a.provider_id
      join matched_providers m on m.id = e.matched_provider_id
      where m.offer_id = ${offerId} order by e.id desc limit ${OPS_HISTORY_LIMIT}`,
  );
  return found.map((r) => ({
    at: iso(r.created_at),
    kind: 'ledger',
    code: String(r.reason),
    text: String(r.company_nick_name),
    reason: null,
    amountKurus: Number(r.amount_kurus),
    href: `/ops/agencies/${r.provider_id}`,
  }));
}

import type {
  TOpsAgency,
  TOpsBrief,
  TOpsClient,
  TOpsHistoryEntry,
  TOpsSearchHit,
  TOpsSearchKind,
} from '@brifa/contracts';
import { OPS_HISTORY_LIMIT, type TLocale } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { agencyDebts, agencySubscriptions } from '../../ledger/subscriptions/subscriptions.service.ts';
import { opsRecordsErrors } from './records.errors.ts';
import {
  agencyMatchHistory,
  auditHistory,
  briefLedgerHistory,
  findAgencyRecord,
  findBriefRecord,
  findClientRecord,
  ledgerHistory,
  searchRecords,
  type THistoryRow,
} from './records.repo.ts';

/** The console page a search hit opens. */
function hrefOf(kind: TOpsSearchKind, ref: string): string {
  switch (kind) {
    case 'client':
      return `/ops/clients/${ref}`;
    case 'agency':
    case 'wallet_transaction':
      return `/ops/agencies/${ref}`;
    case 'brief':
    case 'match':
      return `/ops/briefs/${ref}`;
    case 'payment':
      return `/ops/payments/${encodeURIComponent(ref)}`;
  }
}

/** GET ops/search: clients, agencies, briefs, matches, wallet transactions and card payments (by exact id). */
export async function searchOps(
  deps: Pick<TDeps, 'db'>,
  query: { Q: string; Kind?: TOpsSearchKind | undefined },
): Promise<{ Items: TOpsSearchHit[] }> {
  const found = await searchRecords(deps.db, query.Q, query.Kind);
  return {
    Items: found.map((row) => ({
      Kind: row.kind,
      Ref: row.ref,
      Title: row.title,
      Detail: row.detail,
      Href: hrefOf(row.kind, row.ref),
      CreatedAt: row.createdAt.toISOString(),
    })),
  };
}

/** Newest first, at most OPS_HISTORY_LIMIT, as the wire shape. */
function history(...lists: THistoryRow[][]): TOpsHistoryEntry[] {
  return lists
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, OPS_HISTORY_LIMIT)
    .map((row) => ({
      At: row.at.toISOString(),
      Kind: row.kind,
      Code: row.code,
      Text: row.text,
      Reason: row.reason,
      AmountKurus: row.amountKurus,
      Href: row.href,
    }));
}

const isoOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const iso = (value: unknown) => new Date(value as string).toISOString();

export async function clientRecord(deps: Pick<TDeps, 'db'>, id: number): Promise<TOpsClient> {
  const found = await findClientRecord(deps.db, id);
  if (!found) throw opsRecordsErrors.recordNotFound();
  const { user, briefs } = found;
  const briefRows: {
    at: Date;
    kind: 'brief';
    code: string;
    text: string;
    reason: null;
    amountKurus: null;
    href: string;
  }[] = briefs.map((row) => ({
    at: new Date(row.created_at as string),
    kind: 'brief',
    code: 'created',
    text: String(row.key),
    reason: null,
    amountKurus: null,
    href: `/ops/briefs/${row.key}`,
  }));
  return {
    Id: Number(user.id),
    Name: `${user.name} ${user.surname}`,
    Email: String(user.email),
    Phone: String(user.cell_phone),
    PhoneVerified: Boolean(user.is_phone_verified),
    Language: user.language === 'en' ? 'en' : 'tr',
    CreatedAt: iso(user.created_at),
    Suspension: {
      Suspended: user.suspended_at != null,
      Reason: (user.suspension_reason as string | null) ?? null,
      At: isoOrNull(user.suspended_at),
    },
    Briefs: briefs.map((row) => ({
      Key: String(row.key),
      CompanyName: String(row.company_name),
      State: String(row.state),
      CreatedAt: iso(row.created_at),
    })),
    History: history(await auditHistory(deps.db, 'client', String(id)), briefRows),
  };
}

export async function agencyRecord(
  deps: Pick<TDeps, 'db' | 'clock'>,
  id: number,
  locale: TLocale = 'tr',
): Promise<TOpsAgency> {
  const found = await findAgencyRecord(deps.db, id);
  if (!found) throw opsRecordsErrors.recordNotFound();
  const { agency: a, reviews } = found;
  const reviewRows: THistoryRow[] = reviews.map((row) => ({
    at: new Date(row.created_at as string),
    kind: 'review',
    code: String(row.status),
    text: `${row.reviewer_name} (${row.reviewer_company})`,
    reason: null,
    amountKurus: null,
    href: null,
  }));
  return {
    Id: Number(a.id),
    Slug: String(a.slug),
    Name: String(a.company_nick_name),
    CompanyTitle: String(a.company_title),
    TaxNumber: (a.tax_number as string | null) ?? null,
    OwnerUserId: Number(a.owner_user_id),
    OwnerName: `${a.owner_name} ${a.owner_surname}`,
    OwnerEmail: String(a.owner_email),
    OwnerPhone: String(a.owner_phone),
    OwnerPhoneVerified: Boolean(a.owner_phone_verified),
    Approved: Boolean(a.is_approved),
    ProfileLevel: Number(a.profile_level),
    BalanceKurus: Number(a.balance),
    Suspension: {
      Suspended: a.suspended_at != null,
      Reason: (a.suspension_reason as string | null) ?? null,
      At: isoOrNull(a.suspended_at),
    },
    Listing: {
      Hidden: a.listing_hidden_at != null,
      Reason: (a.listing_hidden_reason as string | null) ?? null,
    },
    Reviews: reviews.map((row) => ({
      Id: Number(row.id),
      Status: String(row.status),
      Rating: Number(row.rating),
      ReviewerName: String(row.reviewer_name),
      ReviewerCompany: String(row.reviewer_company),
      Text: String(row.text),
      CreatedAt: iso(row.created_at),
    })),
    Subscriptions: await agencySubscriptions(deps, id, locale, deps.clock.now()),
    Debts: await agencyDebts(deps, id),
    History: history(
      await auditHistory(deps.db, 'agency', String(id)),
      await ledgerHistory(deps.db, id),
      await agencyMatchHistory(deps.db, id),
      reviewRows,
    ),
  };
}

export async function briefRecord(deps: Pick<TDeps, 'db'>, key: string): Promise<TOpsBrief> {
  const found = await findBriefRecord(deps.db, key);
  if (!found) throw opsRecordsErrors.recordNotFound();
  const { offer: o, matches } = found;
  const matchRows: THistoryRow[] = matches.map((row) => ({
    at: new Date(row.created_at as string),
    kind: 'match',
    code: String(row.status),
    text: String(row.company_nick_name),
    reason: null,
    amountKurus: null,
    href: `/ops/agencies/${row.provider_id}`,
  }));
  const invalid = o.invalid_reason as 'unreachable' | 'fake' | 'duplicate' | null;
  return {
    Id: Number(o.id),
    Key: String(o.key),
    CompanyName: String(o.company_name),
    ClientId: Number(o.user_id),
    ClientName: `${o.client_name} ${o.client_surname}`,
    ClientEmail: String(o.client_email),
    State: String(o.state),
    InvalidReason: invalid ?? null,
    CreatedAt: iso(o.created_at),
    Matches: matches.map((row) => ({
      Id: Number(row.id),
      AgencyId: Number(row.provider_id),
      AgencyName: String(row.company_nick_name),
      Status: String(row.status),
      AccessSource: (row.access_source as string | null) ?? null,
      FeeKurus: row.access_fee_kurus == null ? null : Number(row.access_fee_kurus),
      CreatedAt: iso(row.created_at),
    })),
    History: history(
      await auditHistory(deps.db, 'brief', String(o.key)),
      await briefLedgerHistory(deps.db, Number(o.id)),
      matchRows,
      [
        {
          at: new Date(o.created_at as string),
          kind: 'brief',
          code: 'created',
          text: String(o.key),
          reason: null,
          amountKurus: null,
          href: null,
        },
      ],
    ),
  };
}

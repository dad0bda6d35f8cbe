import { regionOfCity } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db.ts';

export type TPayingAbility = {
  subscribed: boolean;
  walletKurus: number;
  blocked: boolean;
  /** An operator suspended the agency (issue 17): no matches, no payments. */
  suspended: boolean;
};

/** Where a brief is: its category and city (a brief's `offers.category_id` and `offers.city_id`). */
export type TBriefPlace = { categoryId: number; cityId: number };

/**
 * Whether agencies can pay for a brief in the category now, in one statement: a live category subscription
 * covering it (its category, and its scope covering the brief's city: `own_city` the agency's own city,
 * `regions` a city in the agency's work regions (match settings, the regions of contracts' matching.ts),
 * `all_turkey` anywhere; a package's own row covers nothing by itself, only the categories chosen with it), the wallet balance, an overdue debt (which blocks) and an operator's suspension (which blocks too). Matching checks it before storing a match (the
 * matching index may be up to an hour old); paying for access reads it once.
 */
export async function selectPayingAbility(
  db: TExecutor,
  providerIds: number[],
  brief: TBriefPlace,
  now: Date,
) {
  if (providerIds.length === 0) return new Map<number, TPayingAbility>();
  const at = now.toISOString();
  const region = regionOfCity(brief.cityId);
  const result = await db.execute(sql`
    select p.id,
      exists (select 1 from subscriptions s
        where s.provider_id = p.id and s.kind = 'category'
          and s.status in ('active', 'will_be_cancelled')
          and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz
          and ${brief.categoryId}::int = any(s.category_ids)
          and (s.scope = 'all_turkey'
            or (s.scope = 'own_city' and p.city_id = ${brief.cityId}::int)
            or (s.scope = 'regions' and ${region}::text is not null and exists (
              select 1 from provider_match_settings ms
              where ms.provider_id = p.id and ${region}::text = any(ms.work_regions))))) as subscribed,
      coalesce(w.balance_kurus, 0) as wallet_kurus,
      exists (select 1 from provider_debts d
        where d.provider_id = p.id and d.paid_at is null and d.due_at < ${at}::timestamptz) as blocked,
      p.suspended_at is not null as suspended
    from providers p left join wallet_accounts w on w.provider_id = p.id
    where p.id in (${sql.join(
      providerIds.map((id) => sql`${id}`),
      sql`, `,
    )})
  `);
  const rows = (
    result as unknown as {
      rows: {
        id: number | string;
        subscribed: boolean;
        wallet_kurus: number | string;
        blocked: boolean;
        suspended: boolean;
      }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        subscribed: row.subscribed,
        walletKurus: Number(row.wallet_kurus),
        blocked: row.blocked,
        suspended: row.suspended,
      },
    ]),
  );
}

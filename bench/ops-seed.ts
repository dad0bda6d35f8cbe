/**
 * Seeds the operator console's benchmark straight in SQL (generate_series, one statement per table, no
 * row-by-row inserts): agencies with wallet accounts, clients, a year of briefs with their matches, quotes and
 * funnel events, and a double-entry ledger whose agency balances equal the sum of their entries. Deterministic:
 * every "random" figure is a hash of the row number. Rows go in in time order, as the app writes them (a table
 * filled in random time order would make every date-range scan read scattered pages, which production never does).
 */
import type pg from 'pg';

export type TOpsSeedSize = {
  agencies: number;
  /** Ledger entries (two per transaction: the agency's leg and the platform's). */
  entries: number;
  /** In proportion: briefs = entries / 20, five matches per brief. */
  briefs: number;
  clients: number;
  /** The console's queue items (open and resolved). */
  queueItems: number;
};

export function opsSeedSize(agencies: number, entries: number): TOpsSeedSize {
  return {
    agencies,
    entries,
    briefs: Math.max(10, Math.round(entries / 20)),
    clients: Math.max(10, Math.round(agencies / 5)),
    queueItems: Math.max(50, Math.round(entries / 20)),
  };
}

/** A deterministic 0..(mod-1) value per (salt, expression). */
const h = (salt: string, expr = 'g', mod = 100) => `(abs(hashtext('${salt}' || (${expr})::text)) % ${mod})`;
/** A moment in the last `days` days, deterministic per row. */
const ago = (salt: string, days: number, expr = 'g') =>
  `(now() - (${h(salt, expr, days * 86_400)} || ' seconds')::interval)`;

export async function seedOps(
  client: pg.Client,
  size: TOpsSeedSize,
  queueKinds: readonly string[],
  log: (label: string) => void,
) {
  const run = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(text, values);
    log(
      `${label.padEnd(44)} ${String(result.rowCount ?? '').padStart(9)} rows ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`,
    );
  };
  const { agencies, briefs, clients } = size;
  const transactions = Math.floor(size.entries / 2);

  await run(
    'users (agency owners and clients)',
    `insert into users (user_type, name, surname, email, cell_phone)
     select case when g <= $1 then 'provider' else 'client' end, 'Bench', 'Ops ' || g,
       'ops' || g || '@bench-ops.test', '+9071' || lpad(g::text, 8, '0')
     from generate_series(1, $1::int + $2::int) g`,
    [agencies, clients],
  );
  await run(
    'providers',
    `insert into providers (owner_user_id, slug, company_nick_name, legal_type, company_title, country_id, created_at)
     select u.id, 'bench-ops-' || u.id, 'Bench Ops ' || u.id, 'legal_entity', 'Bench Ops ' || u.id || ' Ltd.', 1,
       ${ago('pc', 730, 'u.id')}
     from users u where u.user_type = 'provider' and u.email like '%@bench-ops.test'`,
  );
  await run(
    'provider_members',
    `insert into provider_members (provider_id, user_id, role) select id, owner_user_id, 'owner' from providers`,
  );
  await run(
    'wallet_accounts (agencies and the platform)',
    `insert into wallet_accounts (provider_id, kind)
     select id, 'provider' from providers
     union all select null, k from unnest(array['platform_revenue', 'platform_promotions', 'platform_cash']) k`,
  );

  // The ledger. Transaction g: first one grant per agency (a year ago or more), then viewing fees (64 %),
  // refunds (8 %) and top-ups (8 %) over the last 365 days. Legs: the agency's and the platform's.
  await run(
    'wallet_entries',
    `with acc as (select min(id) as first, count(*) as n from wallet_accounts where kind = 'provider'),
     plat as (select
       (select id from wallet_accounts where kind = 'platform_revenue') as revenue,
       (select id from wallet_accounts where kind = 'platform_promotions') as promotions,
       (select id from wallet_accounts where kind = 'platform_cash') as cash),
     tx as (
       select g,
         acc.first + case when g <= acc.n then g - 1 else ${h('agency', 'g', 1_000_000_000)} % acc.n end as account_id,
         case when g <= acc.n then 'grant'
           when ${h('kind')} < 80 then 'project_view'
           when ${h('kind')} < 90 then 'refund_dismissed'
           else 'top_up' end as reason,
         case when g <= acc.n then now() - interval '400 days' - (${h('grant', 'g', 86_400)} || ' seconds')::interval
           else ${ago('at', 365)} end as created_at
       from generate_series(1, $1::int) g, acc)
     insert into wallet_entries (transaction_id, account_id, amount_kurus, type, reason, description, idempotency_key, created_at)
     select 'bench-' || tx.g, case when leg = 1 then tx.account_id
         when tx.reason = 'grant' then plat.promotions when tx.reason = 'top_up' then plat.cash else plat.revenue end,
       (case when leg = 1 then 1 else -1 end) * case tx.reason when 'grant' then 2000000 when 'top_up' then 500000
         when 'project_view' then -15000 else 15000 end,
       case tx.reason when 'grant' then 'gift' when 'top_up' then 'top-up' else 'spending' end,
       tx.reason, 'bench', 'bench-' || tx.g, tx.created_at
     from tx, plat, (values (1), (2)) legs(leg)
     order by tx.created_at, tx.g, legs.leg`,
    [transactions],
  );
  await run(
    'wallet_accounts.balance_kurus (sum of entries)',
    `update wallet_accounts a set balance_kurus = s.total
     from (select account_id, sum(amount_kurus) as total from wallet_entries group by account_id) s
     where a.id = s.account_id and a.kind = 'provider'`,
  );

  await run(
    'offers (briefs over the last 365 days)',
    `with cat as (select array_agg(id order by id) as ids from categories),
     cli as (select min(id) as first from users where user_type = 'client' and email like '%@bench-ops.test')
     insert into offers (key, user_id, category_id, answers, company_name, sector_id, company_size, city_id,
       is_decision_maker, description, brief_score, state, created_at, window_ends_at)
     select 'bench-ops-' || g, cli.first + ${h('client', 'g', clients)}, cat.ids[1 + ${h('cat', 'g', 1000)} % array_length(cat.ids, 1)],
       '{}', 'Bench Şirket ' || g, 8, 'sme', 34, true, 'Bench brief', 70, 'active', t.at, t.at + interval '3 days'
     from generate_series(1, $1::int) g, cat, cli, lateral (select ${ago('brief', 365)} as at) t
     order by t.at`,
    [briefs],
  );
  // Five matches per brief, made with it (a few minutes apart); 60 % opened, 40 % paid, half of those quickly.
  await run(
    'matched_providers (five per brief)',
    `with p as (select min(id) as first, count(*) as n from providers)
     insert into matched_providers (offer_id, provider_id, source, status, score, reasons, created_at, respond_by,
       provider_viewed_at, access_at, access_source, access_fee_kurus, closed_at)
     select o.id, p.first + (${h('mp', 'o.id', 1_000_000_000)} + k * 7919) % p.n, 'engine',
       case when ${h('acc', "o.id || '-' || k")} < 40 then 'responded' when ${h('dec', "o.id || '-' || k")} < 10 then 'declined'
         else 'expired' end,
       0.5, '[]', m.at, m.at + interval '24 hours',
       case when ${h('view', "o.id || '-' || k")} < 60 then m.at + (${h('vh', "o.id || '-' || k", 48 * 60)} || ' minutes')::interval end,
       case when ${h('acc', "o.id || '-' || k")} < 40 then m.at + (${h('ah', "o.id || '-' || k", 48 * 60)} || ' minutes')::interval end,
       case when ${h('acc', "o.id || '-' || k")} < 40 then 'wallet' end,
       case when ${h('acc', "o.id || '-' || k")} < 40 then 15000 end,
       case when ${h('acc', "o.id || '-' || k")} >= 40 then m.at + interval '24 hours' end
     from offers o, p, generate_series(0, 4) k, lateral (select o.created_at + (k * 3 || ' minutes')::interval as at) m
     order by m.at`,
  );
  await run(
    'quotes (on half of the paid matches)',
    `insert into quotes (matched_provider_id, user_id, amount_kurus, duration_days, message, sent_at, updated_at)
     select mp.id, 1, 5000000, 30, 'Bench quote', mp.access_at + interval '2 hours', mp.access_at + interval '2 hours'
     from matched_providers mp where mp.access_at is not null and ${h('q', 'mp.id')} < 50
     order by mp.access_at`,
  );
  await run(
    'offers agreed (one in six with a quote)',
    `update offers o set state = 'agreed', agreed_match_id = w.id
     from (select distinct on (mp.offer_id) mp.offer_id, mp.id from matched_providers mp
           join quotes q on q.matched_provider_id = mp.id order by mp.offer_id, mp.id) w
     where o.id = w.offer_id and ${h('won', 'o.id')} < 17`,
  );
  await run(
    'analytics_events (the funnel)',
    `insert into analytics_events (name, user_id, dedupe_key, properties, occurred_at)
     select 'brief_submitted', o.user_id, 'brief:' || o.id, '{}'::jsonb, o.created_at from offers o
     union all select 'match_made', null, 'match:' || mp.id, '{}', mp.created_at from matched_providers mp
     union all select 'access_paid', null, 'access:' || mp.id, '{}', mp.access_at from matched_providers mp where mp.access_at is not null
     union all select 'quote_sent', null, 'quote:' || q.matched_provider_id, '{}', q.sent_at from quotes q
     union all select 'agency_won', o.user_id, 'won:' || o.id, '{}', q.sent_at + interval '1 day'
       from offers o join quotes q on q.matched_provider_id = o.agreed_match_id`,
  );
  // The console's queues: a year of items, 3 % still open (a third of those overdue), oldest first.
  await run(
    'ops_queue_items (3 % open)',
    `insert into ops_queue_items (kind, subject_type, subject_id, title, due_at, state, dedupe_key, created_at, resolved_at)
     select k.kinds[1 + ${h('kind', 'g', 1000)} % array_length(k.kinds, 1)], 'offer', g::text, 'Bench item ' || g,
       t.at + interval '4 hours', case when ${h('open')} < 3 then 'open' else 'resolved' end, 'bench-ops-' || g, t.at,
       case when ${h('open')} >= 3 then t.at + interval '2 hours' end
     from generate_series(1, $1::int) g, (select $2::text[] as kinds) k,
       lateral (select case when ${h('open')} < 3 then now() - (${h('age', 'g', 12 * 3600)} || ' seconds')::interval
         else ${ago('qi', 365)} end as at) t
     order by t.at`,
    [size.queueItems, queueKinds],
  );
  // What autovacuum does for an append-only table in production: statistics and the visibility map (index-only scans).
  await run('vacuum analyze', 'vacuum analyze');
}

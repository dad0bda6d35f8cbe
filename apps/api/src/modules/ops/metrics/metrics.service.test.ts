import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_NOW } from '../../../../test/helpers.ts';
import { fixedClock } from '../../../platform/clock.ts';
import type { TDatabase, TDb } from '../../../platform/db.ts';
import { analyticsEvents } from '../../analytics/analytics.table.ts';
import { matchedProviders } from '../../briefs/matching/matching.table.ts';
import { agreementNps, brifaNps } from '../../briefs/nps/nps.table.ts';
import { offers } from '../../briefs/offers/offers.table.ts';
import { quotes } from '../../briefs/opportunities/opportunities.table.ts';
import { providerMembers, providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { postTransaction } from '../../ledger/wallet/wallet.repo.ts';
import { metricsWindow, opsMetrics } from './metrics.service.ts';

/**
 * Every figure of the console's metrics against a fixture computed by hand. TEST_NOW is 2026-11-23 09:00 UTC,
 * 12:00 in Istanbul: the 30-day window is 25 October..23 November (Istanbul days), starting 24 October 21:00 UTC;
 * the 90-day one starts 26 August. Rows sit one second either side of Istanbul midnights (21:00 UTC).
 */
const H = 3600_000;
const at = (iso: string) => new Date(iso);
const plus = (d: Date, hours: number) => new Date(d.getTime() + hours * H);

// Istanbul 22 Nov 23:59:59 | 23 Nov 00:00:00 | 24 Oct 23:59:59 (outside 30 days) | 25 Oct 00:00:00
const LATE_22 = at('2026-11-22T20:59:59Z');
const EARLY_23 = at('2026-11-22T21:00:00Z');
const LATE_OCT_24 = at('2026-10-24T20:59:59Z');
const EARLY_OCT_25 = at('2026-10-24T21:00:00Z');

let database: TDatabase;
let db: TDb;
let seq = 0;

async function user(type: 'client' | 'provider') {
  seq += 1;
  const [row] = await db
    .insert(users)
    .values({
      userType: type,
      name: 'Metric',
      surname: String(seq),
      email: `metrics${seq}@ops-metrics.test`,
      cellPhone: `+90538${String(seq).padStart(7, '0')}`,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function agency() {
  const owner = await user('provider');
  const [row] = await db
    .insert(providers)
    .values({
      ownerUserId: owner,
      slug: `metrics-agency-${seq}`,
      companyNickName: `Metrics ${seq}`,
      legalType: 'legal_entity',
      companyTitle: `Metrics ${seq} Ltd.`,
      countryId: 1,
    })
    .returning({ id: providers.id });
  await db.insert(providerMembers).values({ providerId: row!.id, userId: owner, role: 'owner' });
  return row!.id;
}

async function brief(clientId: number, createdAt: Date) {
  seq += 1;
  const [row] = await db
    .insert(offers)
    .values({
      key: `metrics-brief-${seq}`,
      userId: clientId,
      categoryId: 3,
      answers: {},
      companyName: 'Moda Kahve',
      sectorId: 8,
      companySize: 'sme',
      cityId: 34,
      isDecisionMaker: true,
      description: 'A brief for the metrics test.',
      briefScore: 80,
      createdAt,
      windowEndsAt: plus(createdAt, 72),
    })
    .returning({ id: offers.id });
  return row!.id;
}

async function match(
  offerId: number,
  providerId: number,
  createdAt: Date,
  values: Partial<typeof matchedProviders.$inferInsert> = {},
) {
  const [row] = await db
    .insert(matchedProviders)
    .values({
      offerId,
      providerId,
      source: 'engine',
      score: 0.5,
      reasons: [],
      createdAt,
      respondBy: plus(createdAt, 24),
      ...values,
    })
    .returning({ id: matchedProviders.id });
  return row!.id;
}

async function quote(matchId: number, sentAt: Date) {
  await db.insert(quotes).values({
    matchedProviderId: matchId,
    userId: 1,
    amountKurus: 100_000_00,
    durationDays: 30,
    message: 'Quote',
    sentAt,
    updatedAt: sentAt,
  });
}

async function ledger(
  providerId: number,
  amountKurus: number,
  reason: 'grant' | 'project_view' | 'refund_dismissed',
  now: Date,
) {
  seq += 1;
  await db.transaction((tx) =>
    postTransaction(tx, {
      legs: [
        { party: { providerId }, amountKurus },
        {
          party: { platform: reason === 'grant' ? 'platform_promotions' : 'platform_revenue' },
          amountKurus: -amountKurus,
        },
      ],
      type: reason === 'grant' ? 'gift' : 'spending',
      reason,
      description: 'metrics fixture',
      idempotencyKey: `metrics-${seq}`,
      now,
    }),
  );
}

async function won(occurredAt: Date) {
  seq += 1;
  await db.insert(analyticsEvents).values({
    name: 'agency_won',
    dedupeKey: `won:metrics-${seq}`,
    properties: {},
    occurredAt,
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const client = await user('client');
  const [p1, p2, p3] = [await agency(), await agency(), await agency()];

  // Brief A, posted 22 Nov 23:59:59 Istanbul; three matches at once.
  const a = await brief(client, LATE_22);
  await match(a, p1, LATE_22, { providerViewedAt: plus(LATE_22, 1) }); // answered (opened after 1 h)
  await match(a, p2, LATE_22); // its 24 h end at 23 Nov 20:59:59 UTC, after now: not decided yet
  await match(a, p3, LATE_22, { status: 'declined', closedAt: plus(LATE_22, 2) }); // answered (declined)

  // Brief B, posted 23 Nov 00:00:00 Istanbul.
  const b = await brief(client, EARLY_23);
  await match(b, p1, EARLY_23, { providerViewedAt: plus(EARLY_23, 1) }); // answered

  // Brief C, 24 Oct 23:59:59 Istanbul: only in the 90-day window.
  const c = await brief(client, LATE_OCT_24);
  await match(c, p1, LATE_OCT_24, { accessAt: plus(LATE_OCT_24, 1) }); // answered (paid)

  // Brief D, 25 Oct 00:00:00 Istanbul: the 30-day window's first instant.
  const d = await brief(client, EARLY_OCT_25);
  const late = await match(d, p1, EARLY_OCT_25, { providerViewedAt: plus(EARLY_OCT_25, 25) });
  await quote(late, plus(EARLY_OCT_25, 26)); // opened and quoted after 24 h: not answered, decided
  const quick = await match(d, p2, EARLY_OCT_25, { accessAt: plus(EARLY_OCT_25, 23.99) });
  await quote(quick, plus(EARLY_OCT_25, 30)); // answered (paid within 24 h)
  await match(d, p3, at('2026-11-23T08:00:00Z'), { source: 'replacement' }); // a replacement today: D's cohort, today's matches, undecided

  // The ledger: grants before both windows, then viewing fees and a refund around the midnights.
  await ledger(p1, 100_000, 'grant', at('2026-08-01T10:00:00Z'));
  await ledger(p2, 50_000, 'grant', at('2026-08-01T10:00:00Z'));
  await ledger(p1, -15_000, 'project_view', LATE_OCT_24); // 90 days only
  await ledger(p2, 20_000, 'grant', at('2026-11-01T10:00:00Z'));
  await ledger(p1, -15_000, 'project_view', LATE_22);
  await ledger(p2, -15_000, 'project_view', EARLY_23);
  await ledger(p1, 15_000, 'refund_dismissed', at('2026-11-23T08:00:00Z'));

  // Agreements: the funnel's agency_won events.
  await won(at('2026-11-22T20:30:00Z')); // 22 Nov
  await won(at('2026-11-22T21:30:00Z')); // 23 Nov
  await won(at('2026-10-01T10:00:00Z')); // 90 days only
});
afterAll(() => database.close());

const deps = () => ({ db, clock: fixedClock(TEST_NOW) });

describe('ops metrics (issue 17, item 5)', () => {
  it('cuts the window at Istanbul midnights', () => {
    const window = metricsWindow(TEST_NOW, 30);
    expect(window.from.toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(window.days[0]).toBe('2026-10-25');
    expect(window.days.at(-1)).toBe('2026-11-23');
    expect(metricsWindow(TEST_NOW, 90).days[0]).toBe('2026-08-26');
    // 23:30 UTC is already the next day in Istanbul.
    expect(metricsWindow(at('2026-11-23T22:30:00Z'), 30).days.at(-1)).toBe('2026-11-24');
  });

  it('computes every figure of the last 30 days', async () => {
    const m = await opsMetrics(deps(), 30);
    expect(m).toMatchObject({ Days: 30, From: '2026-10-25', To: '2026-11-23' });
    expect(m.Series).toHaveLength(30);
    expect(m.Totals).toEqual({
      Briefs: 3, // A, B, D (C is a second too early)
      BriefMatches: 7, // A 3, B 1, D 3 (its replacement included)
      BriefQuotes: 2, // both on D
      MatchesPerBrief: 7 / 3,
      QuotesPerBrief: 2 / 3,
      MatchesDecided: 5, // all but A's silent match (window still open) and today's replacement
      MatchesAnswered: 4,
      AnsweredShare: 0.8,
      AccessPayments: 2,
      AccessPaymentsKurus: 30_000,
      Refunds: 1,
      RefundsKurus: 15_000,
      WalletLiabilityKurus: 140_000, // p1 85,000 + p2 55,000
      Agreements: 2,
    });
    const day = (d: string) => m.Series.find((s) => s.Day === d)!;
    expect(day('2026-11-22')).toEqual({
      Day: '2026-11-22',
      Briefs: 1,
      BriefMatches: 3,
      BriefQuotes: 0,
      MatchesDecided: 2,
      MatchesAnswered: 2,
      AccessPayments: 1,
      AccessPaymentsKurus: 15_000,
      Refunds: 0,
      RefundsKurus: 0,
      WalletLiabilityKurus: 140_000,
      Agreements: 1,
    });
    expect(day('2026-11-23')).toEqual({
      Day: '2026-11-23',
      Briefs: 1,
      BriefMatches: 1,
      BriefQuotes: 0,
      MatchesDecided: 1,
      MatchesAnswered: 1,
      AccessPayments: 1,
      AccessPaymentsKurus: 15_000,
      Refunds: 1,
      RefundsKurus: 15_000,
      WalletLiabilityKurus: 140_000,
      Agreements: 1,
    });
    expect(day('2026-10-25')).toMatchObject({
      Briefs: 1,
      BriefMatches: 3,
      BriefQuotes: 2,
      MatchesDecided: 2,
      MatchesAnswered: 1,
      WalletLiabilityKurus: 135_000,
    });
    // The liability day by day, from the ledger: 155,000 until the fee of 22 Nov, 135,000 before the grant of 1 Nov.
    expect(day('2026-11-21').WalletLiabilityKurus).toBe(155_000);
    expect(day('2026-11-01').WalletLiabilityKurus).toBe(155_000);
    expect(day('2026-10-31').WalletLiabilityKurus).toBe(135_000);
    expect(day('2026-11-10')).toMatchObject({
      Briefs: 0,
      MatchesDecided: 0,
      AccessPayments: 0,
      Agreements: 0,
    });
  });

  it('takes the day before the window in with 90 days', async () => {
    const m = await opsMetrics(deps(), 90);
    expect(m.Series).toHaveLength(90);
    expect(m.Totals).toMatchObject({
      Briefs: 4,
      BriefMatches: 8,
      MatchesDecided: 6,
      MatchesAnswered: 5,
      AccessPayments: 3,
      AccessPaymentsKurus: 45_000,
      Refunds: 1,
      Agreements: 3,
      WalletLiabilityKurus: 140_000,
    });
    const day = (d: string) => m.Series.find((s) => s.Day === d)!;
    expect(day('2026-10-24')).toMatchObject({ Briefs: 1, AccessPayments: 1, WalletLiabilityKurus: 135_000 });
    expect(day('2026-10-23').WalletLiabilityKurus).toBe(150_000);
    expect(day('2026-08-26').WalletLiabilityKurus).toBe(150_000);
  });

  it('answers zeros and no ratios on an empty window', async () => {
    const m = await opsMetrics({ db, clock: fixedClock(at('2025-01-15T12:00:00Z')) }, 30);
    expect(m.Totals).toMatchObject({
      Briefs: 0,
      MatchesPerBrief: null,
      AnsweredShare: null,
      QuotesPerBrief: null,
    });
    // The liability walks back from today's balances through every later entry: nothing before the first grant.
    expect(m.Totals.WalletLiabilityKurus).toBe(0);
  });
});

describe('the NPS (issue 20 item 3)', () => {
  it('counts promoters (9–10) and detractors (0–6) of the scores answered in 30 and 90 days', async () => {
    const client = await user('client');
    const [p1, p2] = [await agency(), await agency()];
    const answer = async (score: number | null, answeredAt: Date | null) => {
      const offerId = await brief(client, LATE_OCT_24);
      const matchId = await match(offerId, p1, LATE_OCT_24);
      await match(offerId, p2, LATE_OCT_24);
      const times = { createdAt: LATE_OCT_24, updatedAt: LATE_OCT_24, answeredAt };
      await db.insert(brifaNps).values({ offerId, userId: client, score, ...times });
      await db
        .insert(agreementNps)
        .values({ offerId, matchedProviderId: matchId, providerId: p1, userId: client, score, ...times });
    };
    await answer(10, EARLY_23);
    await answer(9, EARLY_OCT_25);
    await answer(3, LATE_22);
    await answer(8, LATE_22); // a passive
    await answer(0, LATE_OCT_24); // 90 days only
    await answer(null, null); // asked, not answered

    const thirty = await opsMetrics(deps(), 30);
    const figure30 = { Count: 4, Promoters: 2, Detractors: 1, Nps: 25 };
    expect(thirty.Nps).toEqual({ Brifa: figure30, Agreement: figure30 });
    const ninety = await opsMetrics(deps(), 90);
    const figure90 = { Count: 5, Promoters: 2, Detractors: 2, Nps: 0 };
    expect(ninety.Nps).toEqual({ Brifa: figure90, Agreement: figure90 });
    const empty = await opsMetrics({ db, clock: fixedClock(at('2025-01-15T12:00:00Z')) }, 30);
    expect(empty.Nps.Brifa).toEqual({ Count: 0, Promoters: 0, Detractors: 0, Nps: null });
  });
});

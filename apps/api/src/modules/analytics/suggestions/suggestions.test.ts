import type { TSuggestionCampaign } from '@brifa/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { agencyAccount, matchAgency } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { clientWithBrief, cloneOffer, giveWallet, subscribe } from '../../../../test/opportunities.ts';
import { portfolioItems } from '../../agencies/portfolio/portfolio.table.ts';
import { coupons } from '../../billing/coupons/coupons.table.ts';
import { payments } from '../../billing/payments/payments.table.ts';
import { matchFeedbacks } from '../../briefs/feedback/feedback.table.ts';
import { matchedProviders } from '../../briefs/matching/matching.table.ts';
import { meetings } from '../../briefs/meetings/meetings.table.ts';
import { offers } from '../../briefs/offers/offers.table.ts';
import { categories } from '../../catalogue/catalogue.table.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';
import { postTransaction } from '../../ledger/wallet/wallet.repo.ts';

let t: TTestApp;
const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function fetchSuggestions(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/SuggestionCampaign',
    headers: bearer(token),
  });
  return res;
}

/** A ledger movement on the agency's wallet against the platform's revenue at `at`. */
async function walletMove(
  providerId: number,
  amountKurus: number,
  reason: 'project_view' | 'refund_won',
  at: Date,
) {
  await db().transaction((tx) =>
    postTransaction(tx, {
      legs: [
        { party: { providerId }, amountKurus },
        { party: { platform: 'platform_revenue' }, amountKurus: -amountKurus },
      ],
      type: reason === 'project_view' ? 'spending' : 'leadcoin',
      reason,
      description: reason,
      idempotencyKey: `suggestions-test:${reason}:${at.toISOString()}`,
      now: at,
    }),
  );
}

describe('GET SuggestionCampaign', () => {
  it('suggests what the agency can fix, lists running campaigns and counts its return on spend per month', async () => {
    const now = t.clock.now();
    const [shown, covered] = await db().select().from(categories).orderBy(asc(categories.id)).limit(2);
    const agency = await agencyAccount(t.app, db());
    const providerId = agency.providerId;
    // Two works in a category without a subscription, one in a subscribed category.
    await db()
      .insert(portfolioItems)
      .values([
        { providerId, title: 'A', companyName: 'Moda', categoryId: shown!.id },
        { providerId, title: 'B', companyName: 'Kadıköy', categoryId: shown!.id },
        { providerId, title: 'C', companyName: 'Fener', categoryId: covered!.id },
      ]);
    await subscribe(db(), providerId, [covered!.id], now);

    // October (Istanbul): two opportunities, both accessed, one replied with a meeting set and won; the other lost on price.
    const october = new Date('2026-10-10T09:00:00.000Z');
    const november = new Date('2026-11-05T09:00:00.000Z');
    const { client, offer } = await clientWithBrief(t.app, db());
    const second = await cloneOffer(db(), offer.Id);
    const third = await cloneOffer(db(), offer.Id);
    const won = await matchAgency(db(), offer.Id, providerId, { at: october });
    const lost = await matchAgency(db(), second.id, providerId, { status: 'waiting', at: october });
    const fresh = await matchAgency(db(), third.id, providerId, { at: november });
    await db()
      .update(matchedProviders)
      .set({ accessAt: october, respondedAt: october, providerFolder: 'won' })
      .where(eq(matchedProviders.id, won.id));
    await db().update(matchedProviders).set({ accessAt: october }).where(eq(matchedProviders.id, lost.id));
    await db()
      .update(matchedProviders)
      .set({ respondedAt: november })
      .where(eq(matchedProviders.id, fresh.id));
    await db()
      .insert(meetings)
      .values({
        matchId: won.id,
        side: 'client',
        proposedByUserId: client.userId,
        slots: [october],
        status: 'set',
        startsAt: october,
        minutes: 30,
        createdAt: october,
        setAt: october,
      });
    await db().insert(matchFeedbacks).values({
      matchedProviderId: lost.id,
      offerId: second.id,
      userId: client.userId,
      outcome: 'price_too_high',
      reasonCode: 'price',
      createdAt: november,
      updatedAt: november,
    });
    await giveWallet(db(), providerId, 5000_00, october);
    await walletMove(providerId, -300_00, 'project_view', october);
    await walletMove(providerId, 150_00, 'refund_won', november);
    await db().insert(payments).values({
      publicId: 'suggestions-sub',
      payerUserId: agency.userId,
      providerId,
      idempotencyKey: 'suggestions-sub',
      type: 'category_subscription',
      state: 'succeeded',
      basketLines: [],
      grossPriceKurus: 1200_00,
      paidPriceKurus: 1200_00,
      providerName: 'sandbox',
      createdAt: october,
      updatedAt: october,
      completedAt: october,
    });

    await db()
      .insert(coupons)
      .values([
        {
          name: 'KIS25',
          type: 'percent',
          value: 25,
          itemKinds: ['category_subscription'],
          titleTr: 'Kış kampanyası',
          titleEn: 'Winter campaign',
          validFrom: new Date(now.getTime() - DAY),
          validTo: new Date(now.getTime() + 30 * DAY),
        },
        {
          name: 'GECTI10',
          type: 'percent',
          value: 10,
          itemKinds: ['package'],
          titleTr: 'Biten kampanya',
          titleEn: 'Ended campaign',
          validFrom: new Date(now.getTime() - 60 * DAY),
          validTo: new Date(now.getTime() - DAY),
        },
      ]);

    const res = await fetchSuggestions(agency.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data as TSuggestionCampaign;

    const category = data.Suggestions.filter((s) => s.Kind === 'category_subscription');
    expect(category.map((s) => s.Key)).toEqual([shown!.key]);
    expect(category[0]!.Title.tr).toContain(shown!.nameTr);
    expect(category[0]!.Title.en).toContain(shown!.nameEn);
    expect(category[0]!.Body.en).toContain('has 2 works');
    expect(category[0]!.Path).toBe('/premium/category-subscriptions');

    const logo = data.Suggestions.find((s) => s.Kind === 'profile_task' && s.Key === 'logo');
    expect(logo?.Title).toEqual({ tr: 'Logonuzu yükleyin', en: 'Upload your logo' });
    expect(logo?.Body.en).toContain('10 points');
    expect(logo?.Path).toBe('/provider/settings/about');

    const price = data.Suggestions.find((s) => s.Kind === 'lost_reason');
    expect(price?.Key).toBe('price');
    expect(price?.Body.tr).toContain('Son 1 projede müşteri “fiyat yüksek” dedi');
    expect(price?.Body.en).toContain('price too high');
    expect(price?.Path).toBe('/provider/settings/services');
    const impacts = data.Suggestions.map((s) => s.Impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(data.Suggestions[0]!.Kind).toBe('category_subscription');

    const titles = data.Campaigns.map((c) => c.Title.en);
    expect(titles).toContain('Winter campaign');
    expect(titles).not.toContain('Ended campaign');
    const winter = data.Campaigns.find((c) => c.Title.en === 'Winter campaign');
    expect(winter?.Body).toEqual({ tr: '%25 indirim. Kod: KIS25', en: '25% off. Code: KIS25' });
    expect(winter?.Code).toBe('KIS25');
    expect(data.Campaigns.filter((c) => c.Kind === 'leadcoin')).toHaveLength(1);
    // A campaign for certain packages shows only to their holders (REKLAM25: Growth and Elite).
    expect(data.Campaigns.map((c) => c.Code)).not.toContain('REKLAM25');
    await db()
      .insert(subscriptions)
      .values({
        providerId,
        kind: 'package',
        plan: 'growth',
        categoryRights: 7,
        status: 'active',
        periodMonths: 6,
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 180 * DAY),
      });
    const withGrowth = (await fetchSuggestions(agency.token)).json().Data as TSuggestionCampaign;
    expect(withGrowth.Campaigns.map((c) => c.Code)).toContain('REKLAM25');

    expect(data.Roi.map((m) => m.Month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(data.Roi[4]).toEqual({
      Month: '2026-10',
      AccessFeesKurus: 300_00,
      SubscriptionsKurus: 1200_00,
      SpendKurus: 1500_00,
      Opportunities: 2,
      Accessed: 2,
      Replied: 1,
      Meetings: 1,
      Won: 1,
      RefundsKurus: 0,
    });
    expect(data.Roi[5]).toEqual({
      Month: '2026-11',
      AccessFeesKurus: 0,
      SubscriptionsKurus: 0,
      SpendKurus: 0,
      Opportunities: 1,
      Accessed: 0,
      Replied: 1,
      Meetings: 0,
      Won: 0,
      RefundsKurus: 150_00,
    });
    expect(data.Roi[0]!.Opportunities).toBe(0);
  });

  it('drops the category suggestion once the agency subscribes to it, counts an agreed brief as won, and answers only agencies', async () => {
    const [shown] = await db().select().from(categories).orderBy(asc(categories.id)).limit(1);
    const agency = await agencyAccount(t.app, db());
    await db()
      .insert(portfolioItems)
      .values({ providerId: agency.providerId, title: 'A', companyName: 'Moda', categoryId: shown!.id });
    const before = (await fetchSuggestions(agency.token)).json().Data as TSuggestionCampaign;
    expect(before.Suggestions.some((s) => s.Kind === 'category_subscription')).toBe(true);
    expect(before.Suggestions.some((s) => s.Kind === 'lost_reason')).toBe(false);
    await subscribe(db(), agency.providerId, [shown!.id], t.clock.now());
    const after = (await fetchSuggestions(agency.token)).json().Data as TSuggestionCampaign;
    expect(after.Suggestions.some((s) => s.Kind === 'category_subscription')).toBe(false);

    // A brief the client agreed on with this agency counts as won in the month of the match.
    const { offer } = await clientWithBrief(t.app, db());
    const match = await matchAgency(db(), offer.Id, agency.providerId, { at: t.clock.now() });
    await db().update(offers).set({ agreedMatchId: match.id }).where(eq(offers.id, offer.Id));
    const won = (await fetchSuggestions(agency.token)).json().Data as TSuggestionCampaign;
    expect(won.Roi.at(-1)).toMatchObject({ Month: '2026-11', Opportunities: 1, Won: 1 });

    const client = await signUp(t.app, db());
    expect((await fetchSuggestions(client.token)).statusCode).toBe(403);
  });
});

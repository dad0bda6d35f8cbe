import {
  CAMPAIGN_COPY,
  FIXABLE_LOST_REASONS,
  formatCopy,
  formatKurus,
  formatNumber,
  formatPercent,
  isProfileTaskKey,
  istanbulDayStart,
  LOST_REASON_COPY,
  profileTaskTitle,
  SUGGESTION_COPY,
  SUGGESTION_LOST_BRIEFS_MIN,
  SUGGESTION_ROI_MONTHS,
  type TFixableLostReason,
  type TLocale,
  type TLocalizedText,
  type TRoiMonth,
  type TRunningCampaign,
  type TSuggestion,
  type TSuggestionCampaign,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { dashboardPage } from '../../agencies/profile/dashboard.service.ts';
import { leadcoinCampaign } from '../../billing/coupons/coupons.service.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { activePackagePlan } from '../../ledger/subscriptions/subscriptions.service.ts';
import {
  funnelByMonth,
  lostReasons,
  portfolioCategories,
  runningCoupons,
  subscribedCategoryIds,
  subscriptionPaymentsByMonth,
  walletByMonth,
} from './suggestions.repo.ts';

const LOST_REASON_PATHS: Record<TFixableLostReason, string> = {
  price: '/provider/settings/services',
  speed: '/provider/settings/notification-channels',
  relevance: '/provider/settings/match',
};
/** Impact weights: a subscription in a category the agency already shows work in beats a small profile task. */
const IMPACT = { categoryBase: 20, perWork: 5, perLostBrief: 15 } as const;

/** Both languages of a `{ tr, en }` text with its values filled in (values may differ per language). */
function words(
  text: TLocalizedText,
  params: (locale: TLocale) => Record<string, string | number> = () => ({}),
) {
  return { tr: formatCopy(text.tr, 'tr', params('tr')), en: formatCopy(text.en, 'en', params('en')) };
}

/** The last SUGGESTION_ROI_MONTHS Istanbul months as YYYY-MM, oldest first, and the first one's start. */
export function roiMonths(now: Date): { months: string[]; since: Date } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const months = Array.from({ length: SUGGESTION_ROI_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (SUGGESTION_ROI_MONTHS - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { months, since: istanbulDayStart(`${months[0]}-01`) };
}

function lostReasonOf(row: { outcome: string; reasonCode: string | null }): TFixableLostReason | null {
  if (row.reasonCode === 'price' || row.outcome === 'price_too_high') return 'price';
  if (row.reasonCode === 'speed' || row.reasonCode === 'no_reply' || row.outcome === 'no_reply')
    return 'speed';
  if (row.reasonCode === 'relevance') return 'relevance';
  return null;
}

async function suggestionsOf(deps: TDeps, userId: number, providerId: number, since: Date) {
  const now = deps.clock.now();
  const [page, works, covered, lost] = await Promise.all([
    dashboardPage(deps, userId),
    portfolioCategories(deps.db, providerId),
    subscribedCategoryIds(deps.db, providerId, now),
    lostReasons(deps.db, providerId, since),
  ]);
  const found: TSuggestion[] = [];
  for (const task of page.Tasks.filter((t) => !t.Done)) {
    const copy = SUGGESTION_COPY.profile_task;
    if (!isProfileTaskKey(task.Key)) continue;
    const key = task.Key;
    found.push({
      Kind: 'profile_task',
      Key: task.Key,
      Impact: task.Points,
      Title: { tr: profileTaskTitle(key, 'tr'), en: profileTaskTitle(key, 'en') },
      Body: words(copy.body, () => ({ points: task.Points })),
      Action: words(copy.action),
      Path: task.Path,
    });
  }
  for (const category of works.filter((c) => !covered.has(c.categoryId))) {
    const copy = SUGGESTION_COPY.category_subscription;
    const name = (locale: TLocale) => ({ category: locale === 'tr' ? category.nameTr : category.nameEn });
    found.push({
      Kind: 'category_subscription',
      Key: category.key,
      Impact: IMPACT.categoryBase + IMPACT.perWork * category.works,
      Title: words(copy.title, name),
      Body: words(copy.body, (locale) => ({ ...name(locale), works: formatNumber(category.works, locale) })),
      Action: words(copy.action),
      Path: '/premium/category-subscriptions',
    });
  }
  const counts: Record<TFixableLostReason, number> = { price: 0, speed: 0, relevance: lost.notInterested };
  for (const row of lost.feedback) {
    const reason = lostReasonOf(row);
    if (reason) counts[reason] += 1;
  }
  for (const reason of FIXABLE_LOST_REASONS) {
    const count = counts[reason];
    if (count < SUGGESTION_LOST_BRIEFS_MIN) continue;
    const copy = LOST_REASON_COPY[reason];
    found.push({
      Kind: 'lost_reason',
      Key: reason,
      Impact: IMPACT.perLostBrief * count,
      Title: words(copy.title),
      Body: words(copy.body, (locale) => ({ count: formatNumber(count, locale) })),
      Action: words(copy.action),
      Path: LOST_REASON_PATHS[reason],
    });
  }
  return found.sort((a, b) => b.Impact - a.Impact);
}

/** Campaigns running now that this agency can use: one for certain packages only shows to their holders. */
async function campaignsOf(deps: TDeps, providerId: number, month: string): Promise<TRunningCampaign[]> {
  const now = deps.clock.now();
  const [couponRows, leadcoin, plan] = await Promise.all([
    runningCoupons(deps.db, now, Number(month.slice(5, 7))),
    leadcoinCampaign(deps),
    activePackagePlan(deps.db, providerId, now),
  ]);
  const usable = couponRows.filter(
    (coupon) => !coupon.buyerPackages || (plan !== null && coupon.buyerPackages.includes(plan)),
  );
  const campaigns: TRunningCampaign[] = usable.map((coupon) => {
    const discount = (locale: TLocale) =>
      coupon.type === 'percent'
        ? formatPercent(coupon.value / 100, locale)
        : formatKurus(coupon.value, locale);
    const body = coupon.autoApply ? CAMPAIGN_COPY.coupon.bodyAuto : CAMPAIGN_COPY.coupon.body;
    return {
      Kind: 'coupon',
      Title: { tr: coupon.titleTr || coupon.titleEn, en: coupon.titleEn || coupon.titleTr },
      Body: words(body, (locale) => ({ discount: discount(locale), code: coupon.name })),
      Code: coupon.autoApply ? null : coupon.name,
      ValidTo: coupon.validTo?.toISOString() ?? null,
      Path: '/premium/subscription',
    };
  });
  // The leadcoin tiers read as one campaign: each tier a clause, smallest top-up first.
  if (leadcoin.Tiers.length > 0) {
    const tierWords = (tier: (typeof leadcoin.Tiers)[number]) =>
      words(CAMPAIGN_COPY.leadcoin.body, (locale) => ({
        minimum: formatKurus(tier.MinTopUpKurus, locale),
        bonus:
          tier.BonusPercent !== null
            ? formatPercent(tier.BonusPercent / 100, locale)
            : formatKurus(tier.BonusKurus ?? 0, locale),
      }));
    const clauses = leadcoin.Tiers.map(tierWords);
    const ends = leadcoin.Tiers.map((tier) => tier.ValidTo).filter((end): end is string => end !== null);
    campaigns.push({
      Kind: 'leadcoin',
      Title: words(CAMPAIGN_COPY.leadcoin.title),
      Body: { tr: clauses.map((c) => c.tr).join(' '), en: clauses.map((c) => c.en).join(' ') },
      Code: null,
      ValidTo: ends.length === leadcoin.Tiers.length ? (ends.sort().at(-1) ?? null) : null,
      Path: '/premium/wallet-transactions',
    });
  }
  return campaigns;
}

async function roiOf(deps: TDeps, providerId: number, months: string[], since: Date): Promise<TRoiMonth[]> {
  const [funnel, wallet, paid] = await Promise.all([
    funnelByMonth(deps.db, providerId, since),
    walletByMonth(deps.db, providerId, since),
    subscriptionPaymentsByMonth(deps.db, providerId, since),
  ]);
  return months.map((month) => {
    const f = funnel.find((row) => row.month === month);
    const w = wallet.find((row) => row.month === month);
    const accessFees = Number(w?.accessFees ?? 0);
    const subscriptionsPaid = Number(paid.find((row) => row.month === month)?.paid ?? 0);
    return {
      Month: month,
      AccessFeesKurus: accessFees,
      SubscriptionsKurus: subscriptionsPaid,
      SpendKurus: accessFees + subscriptionsPaid,
      Opportunities: f?.opportunities ?? 0,
      Accessed: f?.accessed ?? 0,
      Replied: f?.replied ?? 0,
      Meetings: f?.meetings ?? 0,
      Won: f?.won ?? 0,
      RefundsKurus: Number(w?.refunds ?? 0),
    };
  });
}

/** GET SuggestionCampaign: the agency's suggestions by expected impact, campaigns running now and its ROI. */
export async function suggestionCampaign(deps: TDeps, userId: number): Promise<TSuggestionCampaign> {
  const provider = await memberProvider(deps, userId);
  const { months, since } = roiMonths(deps.clock.now());
  const [suggestions, campaigns, roi] = await Promise.all([
    suggestionsOf(deps, userId, provider.id, since),
    campaignsOf(deps, provider.id, months.at(-1)!),
    roiOf(deps, provider.id, months, since),
  ]);
  return { Suggestions: suggestions, Campaigns: campaigns, Roi: roi };
}

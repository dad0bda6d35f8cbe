import { BACKLINK_RECHECK_DAYS, type TBacklink, type TBacklinkState } from '@brifa/contracts';
import { PageFetchFailure } from '../../../platform/adapters/webhooks/page-fetcher.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { publicUrl } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { findProviderById } from '../../identity/accounts/providers.service.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { grantGift } from '../../ledger/wallet/wallet.service.ts';
import { growthErrors } from '../growth.errors.ts';
import '../growth.events.ts';
import { findBacklink, listDueBacklinks, markRewarded, saveBacklink } from './backlinks.repo.ts';
import type { TBacklinkRow } from './backlinks.table.ts';
import { findProfileLink } from './link-finder.ts';

const DAY_MS = 24 * 3600_000;
const JOB_BATCH = 20;

type TAgency = { id: number; slug: string; companyNickName: string };

/** rules.md §9: the badge link's credit, BACKLINK_REWARD_USD at USD_TRY_RATE, in kuruş. */
export function backlinkRewardKurus(deps: Pick<TDeps, 'config'>): number {
  return Math.round(deps.config.BACKLINK_REWARD_USD * deps.config.USD_TRY_RATE * 100);
}

function profileUrls(deps: Pick<TDeps, 'config'>, slug: string) {
  const base = publicUrl(deps.config);
  return { tr: `${base}/ajans/${slug}`, en: `${base}/agency/${slug}` };
}

function badgeUrls(deps: Pick<TDeps, 'config'>, slug: string) {
  const base = `${publicUrl(deps.config)}/api/v1/Backlink/${encodeURIComponent(slug)}/badge.svg`;
  return { tr: `${base}?lang=tr`, en: `${base}?lang=en` };
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function badgeHtml(profile: string, badge: string, alt: string): string {
  return `<a href="${escapeAttr(profile)}" target="_blank"><img src="${escapeAttr(badge)}" alt="${escapeAttr(alt)}" width="240" height="64"></a>`;
}

function view(deps: Pick<TDeps, 'config'>, agency: TAgency, row: TBacklinkRow | undefined): TBacklink {
  const profiles = profileUrls(deps, agency.slug);
  const badges = badgeUrls(deps, agency.slug);
  const rewardKurus = backlinkRewardKurus(deps);
  return {
    ProviderId: agency.id,
    ProfileUrl: profiles.tr,
    ProfileUrls: profiles,
    BadgeUrls: badges,
    BadgeHtml: {
      tr: badgeHtml(profiles.tr, badges.tr, `${agency.companyNickName} – Brifa’da doğrulanmış ajans`),
      en: badgeHtml(profiles.en, badges.en, `${agency.companyNickName} – verified agency on Brifa`),
    },
    PageUrl: row?.pageUrl ?? null,
    State: row?.state ?? 'none',
    Detail: row?.detail ?? null,
    CheckedAt: row?.checkedAt.toISOString() ?? null,
    NextCheckAt: row?.nextCheckAt.toISOString() ?? null,
    RewardKurus: rewardKurus,
    RewardUsd: deps.config.BACKLINK_REWARD_USD,
    RewardedAt: row?.rewardedAt?.toISOString() ?? null,
  };
}

async function ownAgency(deps: Pick<TDeps, 'db'>, userId: number): Promise<TAgency> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw growthErrors.backlinkAgenciesOnly();
  return membership.provider;
}

/** GET Backlink/{id}: the caller's own agency only. */
export async function getBacklink(deps: TDeps, userId: number, providerId: number): Promise<TBacklink> {
  const agency = await ownAgency(deps, userId);
  if (agency.id !== providerId) throw growthErrors.backlinkAgenciesOnly();
  return view(deps, agency, await findBacklink(deps.db, agency.id));
}

/** POST Backlink: saves the page's address and checks it now. */
export async function submitBacklink(deps: TDeps, userId: number, url: string): Promise<TBacklink> {
  const agency = await ownAgency(deps, userId);
  const row = await checkBacklink(deps, agency, url);
  return view(deps, agency, row);
}

/**
 * Fetches the page (the outbound rules of the page fetcher) and looks for a followed link to the agency's
 * profile. The first confirmation gives the credit once: a ledger gift under `backlink-reward:{providerId}`, so a
 * second confirmation, a re-check or a race grants nothing more; the operators hear of each giveaway.
 * A confirmed link that disappears at a re-check is `lost` (the credit stays: decisions.md).
 */
async function checkBacklink(deps: TDeps, agency: TAgency, url: string): Promise<TBacklinkRow> {
  const previous = await findBacklink(deps.db, agency.id);
  let state: TBacklinkState;
  let detail: string | null = null;
  try {
    const page = await deps.adapters.pageFetcher.get(url);
    const urls = profileUrls(deps, agency.slug);
    state = findProfileLink(page.html, page.url, [urls.tr, urls.en]);
  } catch (error) {
    if (!(error instanceof PageFetchFailure)) throw error;
    state = 'unreachable';
    detail = error.message;
  }
  const samePage = previous?.pageUrl === url;
  if (state !== 'confirmed' && samePage && (previous?.state === 'confirmed' || previous?.state === 'lost'))
    state = 'lost';
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const row = await saveBacklink(tx, {
      providerId: agency.id,
      pageUrl: url,
      state,
      detail,
      checkedAt: now,
      nextCheckAt: new Date(now.getTime() + BACKLINK_RECHECK_DAYS * DAY_MS),
      createdAt: now,
    });
    if (state !== 'confirmed' || row.rewardedAt) return row;
    const amountKurus = backlinkRewardKurus(deps);
    const applied = await grantGift(tx, {
      providerId: agency.id,
      amountKurus,
      idempotencyKey: `backlink-reward:${agency.id}`,
      description: `Brifa badge link: ${url}`,
      reason: 'backlink_reward',
      now,
    });
    await markRewarded(tx, agency.id, now);
    if (applied)
      await emit(txDeps, 'growth.backlink_rewarded', {
        providerId: agency.id,
        agencyName: agency.companyNickName,
        pageUrl: url,
        amountKurus,
      });
    return { ...row, rewardedAt: now };
  });
}

/** The weekly re-check (a daily job): every saved page whose next check is due is fetched again. */
export async function recheckBacklinks(deps: TDeps): Promise<{ checked: number }> {
  let checked = 0;
  for (const row of await listDueBacklinks(deps.db, deps.clock.now(), JOB_BATCH)) {
    const agency = await findProviderById(deps.db, row.providerId);
    if (!agency) continue;
    await checkBacklink(deps, agency, row.pageUrl);
    checked += 1;
  }
  return { checked };
}

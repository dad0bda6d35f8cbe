import {
  GOALS,
  isListedLevel,
  PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
  PORTFOLIO_WORKS_RECOMMENDED,
  PROFILE_LEVEL_BONUS_KURUS,
  PROFILE_LEVEL_TASKS,
  type TDashboardPage,
} from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { balanceOf } from '../../ledger/wallet/wallet.service.ts';
import { profileFacts } from './profile-level.repo.ts';
import { refreshProfileLevel } from './profile-level.ts';

/** GET Page/dashboard: the profile level, its tasks and goals, and the one-time credit. */
export async function dashboardPage(deps: TDeps, userId: number): Promise<TDashboardPage> {
  const provider = await memberProvider(deps, userId);
  const [facts, level, balance] = await Promise.all([
    profileFacts(deps.db, provider.id),
    refreshProfileLevel(deps, provider.id),
    balanceOf(deps.db, provider.id),
  ]);
  if (!facts || level === undefined) throw commonErrors.notFound();
  const granted = provider.profileCreditGrantedAt;
  return {
    ProfileLevel: level,
    IsListed: isListedLevel(level) && provider.isApproved,
    Slug: provider.slug,
    Tasks: PROFILE_LEVEL_TASKS.map((task) => ({
      Key: task.key,
      Points: task.points,
      Done: task.done(facts),
      Path: task.path,
    })),
    Goals: {
      PortfolioWorks: facts.portfolioWorks,
      PortfolioForOpportunities: PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
      PortfolioRecommended: PORTFOLIO_WORKS_RECOMMENDED,
      References: facts.references,
      ReferencesGoal: GOALS.references,
      Reviews: facts.visibleReviews,
      ReviewsGoal: GOALS.reviews,
    },
    Bonus: { AmountTl: PROFILE_LEVEL_BONUS_KURUS / 100, GrantedAt: granted ? granted.toISOString() : null },
    TotalLeadCoin: balance / 100,
  };
}

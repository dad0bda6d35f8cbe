import { z } from 'zod';
import {
  PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
  PROFILE_LEVEL_BONUS_KURUS,
  PROFILE_LISTING_THRESHOLD,
  PROFILE_TASK_SERVICES_MIN,
  PROFILE_TEXT_LIMITS,
  REFERENCE_LOGOS_GOAL,
  REVIEWS_GOAL,
} from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { PROFILE_LEVEL_BONUS_KURUS, PROFILE_LISTING_THRESHOLD };

/**
 * The profile level (spec: "profile level above 80 percent unlocks directory listing and wallet credit"):
 * a completion score from the filled sections. One table, read by the API (stored score) and the dashboard.
 */
export type TProfileFacts = {
  hasLogo: boolean;
  hasBanner: boolean;
  shortDescriptionLength: number;
  descriptionLength: number;
  /** website, team size and founded year all given */
  hasBasicDetails: boolean;
  services: number;
  portfolioWorks: number;
  references: number;
  visibleReviews: number;
  socialLinks: number;
  hasPresentation: boolean;
};

/** What some tasks ask for at least (the tasks' titles, messages/profile-tasks.ts, say these numbers). */
export const PROFILE_TASK_MINIMUMS = {
  descriptionLength: PROFILE_TEXT_LIMITS.descriptionMin,
  services: PROFILE_TASK_SERVICES_MIN,
  portfolioWorks: PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
  references: 3,
  socialLinks: 2,
} as const;

export const PROFILE_LEVEL_TASKS = [
  { key: 'logo', points: 10, path: '/provider/settings/about', done: (f: TProfileFacts) => f.hasLogo },
  { key: 'banner', points: 5, path: '/provider/settings/about', done: (f: TProfileFacts) => f.hasBanner },
  {
    key: 'shortDescription',
    points: 10,
    path: '/provider/settings/about',
    done: (f: TProfileFacts) => f.shortDescriptionLength > 0,
  },
  {
    key: 'description',
    points: 10,
    path: '/provider/settings/about',
    done: (f: TProfileFacts) => f.descriptionLength >= PROFILE_TASK_MINIMUMS.descriptionLength,
  },
  {
    key: 'basicDetails',
    points: 5,
    path: '/provider/settings/about',
    done: (f: TProfileFacts) => f.hasBasicDetails,
  },
  {
    key: 'services',
    points: 15,
    path: '/provider/settings/services',
    done: (f: TProfileFacts) => f.services >= PROFILE_TASK_MINIMUMS.services,
  },
  {
    key: 'portfolio',
    points: 20,
    path: '/provider/settings/portfolio',
    done: (f: TProfileFacts) => f.portfolioWorks >= PROFILE_TASK_MINIMUMS.portfolioWorks,
  },
  {
    key: 'references',
    points: 10,
    path: '/provider/settings/reference',
    done: (f: TProfileFacts) => f.references >= PROFILE_TASK_MINIMUMS.references,
  },
  {
    key: 'reviews',
    points: 5,
    path: '/provider/settings/reviews',
    done: (f: TProfileFacts) => f.visibleReviews >= 1,
  },
  {
    key: 'socialLinks',
    points: 5,
    path: '/provider/settings/about',
    done: (f: TProfileFacts) => f.socialLinks >= PROFILE_TASK_MINIMUMS.socialLinks,
  },
  {
    key: 'presentation',
    points: 5,
    path: '/provider/settings/about',
    done: (f: TProfileFacts) => f.hasPresentation,
  },
] as const;

export type TProfileTaskKey = (typeof PROFILE_LEVEL_TASKS)[number]['key'];

export function profileLevelOf(facts: TProfileFacts): number {
  return PROFILE_LEVEL_TASKS.reduce((sum, task) => sum + (task.done(facts) ? task.points : 0), 0);
}

export function isListedLevel(level: number): boolean {
  return level > PROFILE_LISTING_THRESHOLD;
}

export const ZProfileTask = z.object({
  Key: z.string(),
  Points: z.number().int(),
  Done: z.boolean(),
  Path: z.string(),
});

export const ZDashboardPage = z.object({
  ProfileLevel: z.number().int(),
  IsListed: z.boolean(),
  Slug: z.string(),
  Tasks: z.array(ZProfileTask),
  Goals: z.object({
    PortfolioWorks: z.number().int(),
    PortfolioForOpportunities: z.number().int(),
    PortfolioRecommended: z.number().int(),
    References: z.number().int(),
    ReferencesGoal: z.number().int(),
    Reviews: z.number().int(),
    ReviewsGoal: z.number().int(),
  }),
  Bonus: z.object({ AmountTl: z.number(), GrantedAt: z.string().nullable() }),
  TotalLeadCoin: z.number(),
});
export type TDashboardPage = z.infer<typeof ZDashboardPage>;

export const GOALS = { references: REFERENCE_LOGOS_GOAL, reviews: REVIEWS_GOAL } as const;

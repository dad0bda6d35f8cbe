import type { profileLevelTr } from './profile-level.tr.ts';

export const profileLevelEn: Record<keyof typeof profileLevelTr, string> = {
  'dashboard.menu': 'Profile status',
  'dashboard.title': 'Your profile level',
  'dashboard.level': 'Profile level: {level}%',
  'dashboard.listed': 'Your profile is listed in the agency directory.',
  'dashboard.viewProfile': 'View my profile',
  'dashboard.notListed':
    'Take your profile above {threshold}%: get listed in the agency directory and earn a {amount} gift in your wallet.',
  'dashboard.bonusGranted': 'A {amount} profile completion reward was added to your wallet.',
  'dashboard.tasks': 'Steps to complete',
  'dashboard.tasksDone': 'Completed steps',
  'dashboard.points': '+{points, plural, one {# point} other {# points}}',
  'dashboard.fix': 'Complete',
  'dashboard.goals': 'Goals',
  'dashboard.goal.portfolioOpportunities': 'Portfolio to receive opportunities: {count}/{goal}',
  'dashboard.goal.portfolioRecommended': 'Recommended portfolio: {count}/{goal}',
  'dashboard.goal.references': 'Reference logos: {count}/{goal}',
  'dashboard.goal.reviews': 'Reviews: {count}/{goal}',
  'dashboard.failed': 'Your dashboard could not be loaded. Refresh the page and try again.',
};

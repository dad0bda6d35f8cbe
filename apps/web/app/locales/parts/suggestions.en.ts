import type { suggestionsTr } from './suggestions.tr.ts';

export const suggestionsEn: Record<keyof typeof suggestionsTr, string> = {
  'suggestions.menu': 'Suggestions',
  'suggestions.title': 'Suggestions for you',
  'suggestions.intro':
    'The steps that would bring you more and better opportunities, from your own data, most effective first.',
  'suggestions.none': 'No suggestions for now: your profile and subscriptions are on track.',
  'suggestions.all': 'All suggestions',
  'suggestions.loadError': 'The suggestions could not be loaded. Refresh the page and try again.',
  'suggestions.kind.profile_task': 'Profile',
  'suggestions.kind.category_subscription': 'Subscription',
  'suggestions.kind.lost_reason': 'Lost briefs',
  'suggestions.campaigns': 'Campaigns running now',
  'suggestions.campaignsNone': 'No campaign is running right now.',
  'suggestions.campaignUntil': 'until {date}',
  'suggestions.campaignOpen': 'Go to the campaign',
  'suggestions.roi.title': 'Return on your spend',
  'suggestions.roi.intro':
    'The last {suggestionRoiMonths} months, month by month in Istanbul time: what you paid, the opportunities that came and how they went.',
  'suggestions.roi.month': 'Month',
  'suggestions.roi.spend': 'Spend',
  'suggestions.roi.spendHint': 'Access fees {fees}, subscriptions and packages {subscriptions}',
  'suggestions.roi.opportunities': 'Opportunities',
  'suggestions.roi.accessed': 'Accessed',
  'suggestions.roi.replied': 'Replied',
  'suggestions.roi.meetings': 'Meetings',
  'suggestions.roi.won': 'Won',
  'suggestions.roi.refunds': 'Refunds',
  'suggestions.roi.total': 'Total',
  'suggestions.roi.costPerWin': 'Net spend per project won: {amount}',
};

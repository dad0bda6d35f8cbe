import type { faqTr } from './faq.tr.ts';

/** English texts of the FAQ pages' frame (issue 21 item 5); the Turkish source is ./faq.tr.ts. */
export const faqEn: Record<keyof typeof faqTr, string> = {
  'faq.title': 'Frequently asked questions',
  'faq.lead': 'What you may want to know about matching, fees, refunds, subscriptions and payments.',
  'faq.providerLead': 'For agencies: opportunities, fees, refunds, subscriptions and payments.',
  'faq.search': 'Search the questions',
  'faq.searchPlaceholder': 'e.g. refund, fee, subscription',
  'faq.results': '{count, plural, one {# result} other {# results}}',
  'faq.noResults': 'Nothing found for “{query}”. Try another word.',
  'faq.topic.matching': 'Matching',
  'faq.topic.fees': 'Fees',
  'faq.topic.refunds': 'Refunds',
  'faq.topic.subscriptions': 'Subscriptions',
  'faq.topic.payments': 'Payments',
  'faq.providerLink': 'Help',
};

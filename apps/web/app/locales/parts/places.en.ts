import type { placesTr } from './places.tr.ts';

/** English texts of the category and city pages and the public timeline; the Turkish source is ./places.tr.ts. */
export const placesEn: Record<keyof typeof placesTr, string> = {
  'categoryPage.title': '{category} Companies',
  'categoryPage.titleCity': '{category} Companies in {city}',
  'categoryPage.metaDescription':
    '{category}: compare {count, plural, one {# approved agency} other {# approved agencies}}, their ratings and typical budgets from real quotes; get free offers.',
  'categoryPage.metaDescriptionCity':
    '{category} in {city}: compare {count, plural, one {# approved agency} other {# approved agencies}}, their ratings and typical budgets from real quotes; get free offers.',
  'categoryPage.breadcrumb': 'You are here',
  'categoryPage.breadcrumb.home': 'Home',
  'categoryPage.figures.agencies': 'Listed agencies',
  'categoryPage.figures.rating': 'Average rating',
  'categoryPage.figures.ratingNone': 'No ratings yet',
  'categoryPage.figures.briefs': 'Briefs in the last {days} days',
  'categoryPage.budget.title': 'Typical budget',
  'categoryPage.budget.range': 'Half of the quotes are between {low} and {high}',
  'categoryPage.budget.basis': '{count, plural, one {From # real quote} other {From # real quotes}}',
  'categoryPage.budget.notEnough': 'The typical budget shows once at least {min} agencies have quoted.',
  'categoryPage.getOffers': 'Get free offers',
  'categoryPage.getOffersHint': 'Answer a few questions and matching agencies send you their offers.',
  'categoryPage.agencies.title': 'Listed agencies',
  'categoryPage.agencies.empty':
    'No agency is listed here yet. Share your brief and agencies working in this field will reach you.',
  'categoryPage.agencies.all': 'See them all in the agency directory',
  'categoryPage.cities.title': 'By city',
  'categoryPage.cities.allTurkey': 'All of Turkey',
  'categoryPage.cities.count': '{city} ({count})',
  'timeline.title': 'Recent briefs and agreements',
  'timeline.subtitle':
    'The latest briefs businesses shared and the agreements they reached with agencies. Names show only when both sides agreed.',
  'timeline.metaDescription':
    'The latest briefs on Brifa: category, city, budget band, how many agencies answered and how soon the first one did.',
  'timeline.kind.brief': 'New brief',
  'timeline.kind.agreement': 'Agreement',
  'timeline.budget.between': '{min} – {max}',
  'timeline.budget.upTo': 'up to {max}',
  'timeline.budget.over': '{min} and over',
  'timeline.budget.none': 'No budget given',
  'timeline.answered': '{count, plural, one {# agency answered} other {# agencies answered}}',
  'timeline.noAnswer': 'No answer yet',
  'timeline.firstAnswer.minutes':
    '{count, plural, one {First answer in # minute} other {First answer in # minutes}}',
  'timeline.firstAnswer.hours':
    '{count, plural, one {First answer in # hour} other {First answer in # hours}}',
  'timeline.firstAnswer.days': '{count, plural, one {First answer in # day} other {First answer in # days}}',
  'timeline.allTurkey': 'All of Turkey',
  'timeline.agreedWith': '{client} and {agency} agreed',
  'timeline.posted': 'Posted on {date}',
  'timeline.empty': 'No briefs were shared in the last {days} days.',
  'timeline.cta.title': 'Your turn',
  'timeline.cta.text': 'Describe your need in a few questions and get offers from matching agencies.',
};

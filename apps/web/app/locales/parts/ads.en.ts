import type { adsTr } from './ads.tr.ts';

export const adsEn: Record<keyof typeof adsTr, string> = {
  'ads.title': 'Buy an ad',
  'ads.subtitle':
    'Show your agency at the top of category pages, as the agency of the month or in the spotlight. There are {adSlots} ad slots in all.',
  'ads.listTitle': 'My ads',
  'ads.elite.title':
    'Your Elite package includes {eliteAdMonths, plural, one {# month} other {# months}} of advertising',
  'ads.elite.text':
    'Choose the type of ad and its category and upload your image; there is nothing to pay. The ad runs for {eliteAdMonths, plural, one {# month} other {# months}}, does not renew and ends if your package is refunded.',
  'ads.elite.claim': 'Start my included ad',
  'ads.type.category_top': 'Category page top',
  'ads.type.agency_of_month': 'Agency of the month',
  'ads.type.spotlight': 'Spotlight',
  'ads.buy.type': 'Type of ad',
  'ads.buy.free': '{free} of {total} slots free',
  'ads.buy.full': 'No slot left',
  'ads.buy.period': 'Period',
  'ads.buy.months': '{count, plural, one {# month} other {# months}}',
  'ads.buy.vat': 'Prices include VAT (VAT: {vat}).',
  'ads.buy.category': 'Category',
  'ads.buy.chooseType': 'Choose a type of ad.',
  'ads.buy.chooseCategory': 'Choose a category.',
  'ads.buy.image': 'Ad image',
  'ads.buy.imageHint': 'Square, at least {px}x{px} pixels, JPEG or PNG.',
  'ads.buy.imagePreview': 'The uploaded ad image',
  'ads.buy.imageRequired': 'Upload the ad image.',
  'ads.buy.card': 'Card details',
  'ads.buy.terms': 'I have read and accept the advertising terms.',
  'ads.buy.termsRequired': 'Accept the advertising terms to continue.',
  'ads.buy.pay': 'Pay {amount}',
  'ads.buy.failed': 'Something went wrong. Please try again.',
  'ads.list.empty': 'You have no ads yet.',
  'ads.list.buy': 'Buy an ad',
  'ads.list.period': '{from} – {to}',
  'ads.list.endAtPeriod': 'End at period end',
  'ads.list.endNow': 'End now',
};

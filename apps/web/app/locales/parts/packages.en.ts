import type { packagesTr } from './packages.tr.ts';

/** English texts of the packages; the Turkish source is ./packages.tr.ts. */
export const packagesEn: Record<keyof typeof packagesTr, string> = {
  'packages.menu': 'Packages',
  'premium.menu.subscriptions': 'My category subscriptions',
  'premium.menu.ads': 'Advertising',
  'premium.menu.boost': 'Boost',
  'premium.menu.addOns': 'Add-ons',
  'packages.title': 'Packages',
  'packages.lead': 'Open opportunities without the viewing fee with your category rights.',
  'packages.period': 'Period',
  'packages.period.monthly': 'Monthly',
  'packages.period.months': '{count} months',
  'packages.perMonth': '{amount} a month',
  'packages.periodTotal': '{amount} in total for {count} months',
  'packages.vatIncluded': 'VAT included ({rate}% VAT: {vat})',
  'packages.rights': '{count} category rights',
  'packages.sixMonths': '6 months: {amount}',
  'packages.year': 'A year: {amount}',
  'packages.elite.extras':
    'Includes {eliteAdMonths} months of advertising in a category you choose and {eliteGlobalPlusMonths} months of global plus',
  'packages.moneyBack':
    '{days}-day money-back guarantee: change your mind within {days} days of buying and the whole amount goes back to your card.',
  'packages.buy': 'Buy',
  'packages.checkout.title': 'Buy {name}',
  'packages.current.badge': 'Your current package',
  'packages.current.line':
    'Your current package: {plan}, until {end}. Category rights used: {used} / {total}.',
  'packages.upgrade': 'Cancel and upgrade',
  'packages.upgrade.title': 'Switch to {name}',
  'packages.upgrade.moneyBack':
    'Your {plan} package ends now and, under the {days}-day money-back guarantee, the {amount} you paid goes back to your card (the {share}% share added to your wallet is taken back). Then you pay for the new package.',
  'packages.upgrade.noRefund':
    'Your {plan} package ends now. The {days}-day money-back period is over, so the unused part is not refunded. Then you pay for the new package.',
  'packages.upgrade.keep': 'Keep my package',
  'packages.upgrade.confirm': 'Cancel my package',
  'packages.upgrade.failed': 'The package could not be cancelled. Please try again.',
  'packages.global.title': 'Global plus subscription',
  'packages.global.lead': "Show your agency to a wider audience with the global brand's plus subscription.",
  'packages.global.elite': 'Elite package holders get a year of global plus included.',
  'payments.checkout.subtotal': 'Subtotal',
  'payments.checkout.discount': 'Discount ({coupon})',
};

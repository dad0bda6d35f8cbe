import type { TErrorDefinition } from './error-definition.ts';

/** Codes billing raises for packages (issue 19): the money-back guarantee. The package's own rules: ledger-packages. */
export const BILLING_PACKAGES_ERRORS = {
  PACKAGE_MONEY_BACK_EXPIRED: {
    status: 422,
    message: {
      tr: '30 günlük para iade garantisi süresi dolmuş. Paketi dönem sonunda sona erecek şekilde iptal edebilirsiniz.',
      en: 'The 30-day money-back guarantee has ended. You can still cancel the package at the end of its period.',
    },
    raisedWhen: 'money back is asked for a package bought more than MONEY_BACK_DAYS (30) days ago',
  },
  PACKAGE_MONEY_BACK_UNAVAILABLE: {
    status: 409,
    message: {
      tr: 'Bu paket için para iadesi yapılamıyor: ödemesi zaten iade edilmiş ya da kartla ödenmemiş.',
      en: 'Money back is not available for this package: its payment was already refunded or was not made by card.',
    },
    raisedWhen: 'the package was not bought by a card payment that can still be refunded',
  },
} as const satisfies Record<string, TErrorDefinition>;

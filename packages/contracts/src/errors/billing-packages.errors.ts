import type { TErrorDefinition } from './error-definition.ts';

/** Codes the packages part of issue 19 raises (buying, expiring and the money-back guarantee of a package). */
export const BILLING_PACKAGES_ERRORS = {
  PACKAGE_ALREADY_ACTIVE: {
    status: 409,
    message: {
      tr: 'Zaten etkin bir paketiniz var. Başka bir pakete geçmek için önce mevcut paketinizi iptal edin.',
      en: 'You already have an active package. To upgrade, cancel your current package first.',
    },
    raisedWhen:
      'an agency with a live package (active or will be cancelled, not ended) tries to buy another (upgrading requires cancelling the current one)',
  },
  PACKAGE_SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Paket aboneliği bulunamadı.',
      en: 'Package subscription not found.',
    },
    raisedWhen: 'the package subscription does not exist or is not the caller’s agency’s',
  },
  PACKAGE_ALREADY_ENDED: {
    status: 409,
    message: {
      tr: 'Bu paket zaten sona ermiş veya iptal edilmiş.',
      en: 'This package has already ended or been cancelled.',
    },
    raisedWhen: 'a package that has ended (or is already cancelled) is expired again',
  },
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

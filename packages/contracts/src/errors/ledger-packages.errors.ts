import type { TErrorDefinition } from './error-definition.ts';

/** Codes the ledger raises for packages (issue 19): one live package at a time, finding and expiring one. */
export const LEDGER_PACKAGES_ERRORS = {
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
} as const satisfies Record<string, TErrorDefinition>;

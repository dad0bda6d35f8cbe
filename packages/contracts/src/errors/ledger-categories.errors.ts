import type { TErrorDefinition } from './error-definition.ts';

/**
 * Category subscriptions (issue 19, rules.md §5 and §8 "Categories"): choosing categories with a package's
 * rights, buying extra ones, expiring them. Raised by the ledger module; merged into ERRORS (errors.ts).
 */
export const LEDGER_CATEGORIES_ERRORS = {
  CATEGORY_CHOOSE_AT_LEAST_ONE: {
    status: 400,
    message: { tr: 'Lütfen en az bir kategori seçin.', en: 'Please choose at least one category.' },
    raisedWhen: 'an agency chooses no category for its package or for an extra category subscription',
    fields: ['CategoryIds'],
  },
  CATEGORY_PACKAGE_LIMIT_EXCEEDED: {
    status: 409,
    message: {
      tr: 'Paket limitinizi aştınız: paketinizin kategori hakkından fazla kategori seçemezsiniz.',
      en: "Package limit exceeded: you cannot choose more categories than your package's rights.",
    },
    raisedWhen: "an agency chooses more categories than its package's category rights",
    fields: ['CategoryIds'],
  },
  CATEGORY_SELECTION_PROBLEM: {
    status: 400,
    message: {
      tr: 'Seçilen kategorilerde bir sorun var. Lütfen listeden geçerli kategoriler seçin.',
      en: 'There is a problem with the selected categories. Please choose valid categories from the list.',
    },
    raisedWhen: 'a chosen category id is not an active category of the catalogue, or is chosen twice',
    fields: ['CategoryIds'],
  },
  CATEGORY_ALREADY_SUBSCRIBED: {
    status: 409,
    message: {
      tr: 'Seçtiğiniz kategorilerden birine zaten aboneliğiniz var.',
      en: 'You already have a subscription to one of the chosen categories.',
    },
    raisedWhen: 'an agency buys an extra category it already has a live subscription to',
    fields: ['CategoryIds'],
  },
  CATEGORY_SCOPE_REQUIRED: {
    status: 400,
    message: {
      tr: 'Lütfen kategorilerin geçerli olacağı yeri seçin.',
      en: 'Please choose where the categories apply.',
    },
    raisedWhen: 'a category subscription comes without a valid place (own city, regions, all Turkey)',
    fields: ['Scope'],
  },
  PACKAGE_NOT_LIVE: {
    status: 409,
    message: {
      tr: 'Bu paket aktif değil; kategori seçemezsiniz.',
      en: 'This package is not active; you cannot choose categories with it.',
    },
    raisedWhen: 'an agency chooses categories with a package that has ended or was cancelled',
  },
  SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    message: { tr: 'Abonelik bulunamadı.', en: 'Subscription not found.' },
    raisedWhen: "the subscription does not exist or is not the caller's agency's",
  },
  SUBSCRIPTION_ALREADY_ENDED: {
    status: 409,
    message: {
      tr: 'Bu abonelik zaten sona ermiş ya da iptal edilmiş.',
      en: 'This subscription has already ended or been cancelled.',
    },
    raisedWhen: 'an agency expires a subscription that is no longer live',
  },
} as const satisfies Record<string, TErrorDefinition>;

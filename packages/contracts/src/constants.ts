/** Business constants of spec/rules.md section 9. Prices are in kuruş (1 TL = 100). */
export const PAGE_SIZE = {
  default: 1000,
  baskets: 100,
  transactions: 20,
  pool: 20,
  messages: 15,
  /** The spec gives none for notifications; the messages size keeps both inboxes alike. */
  notifications: 15,
  matchedProviderOffers: 10,
  clientOffers: 4,
  references: 1000,
} as const;

export const MATCHED_AGENCIES_PER_PROJECT = 5;
export const OFFER_WINDOW_HOURS = 24;
export const WALLET_TOP_UP_MINIMUM_KURUS = 1000_00;
export const MOBILE_MINIMUM_PRICE_KURUS = 7000_00;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const REFERENCES_PER_UPLOAD = 10;
export const PORTFOLIO_WORKS_RECOMMENDED = 10;
export const PORTFOLIO_WORKS_FOR_OPPORTUNITIES = 5;
export const REVIEWS_GOAL = 10;
export const REFERENCE_LOGOS_GOAL = 10;
export const TEAM_SIZE_FILTERS = ['1-5', '5-10', '10-20', '20+'] as const;
export const DEFAULT_INSTALLMENT = 1;
export const MAX_INSTALLMENT = 12;
export const DEFAULT_ACCOUNT_STATUS = 1;

export const LOCALE_COOKIE_DAYS = 365;
export const AUTH_COOKIE_DAYS = 25;
export const AUTH_COOKIE = 'auth_token';
export const TRACKING_COOKIE = 'trackingId';
export const SESSION_COOKIE = 'sessionId';

export const NOTICE_AUTO_CLOSE_MS = 2000;
export const MODAL_WIDTH_PX = 600;
export const MODAL_WIDTH_BIG_PX = 1000;
/** A chunk-load failure reloads the page, but not more than once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export const PACKAGE_CATEGORY_RIGHTS = { lite: 2, growth: 7, elite: 12 } as const;

/** An agency without a subscription covering the category pays this from its wallet to see one brief. */
export const PROJECT_VIEW_FEE_KURUS = 500_00;
/** Each matched agency has this long to respond before its slot goes to the next candidate. */
export const MATCH_RESPONSE_HOURS = 24;
/** For this long after a brief is sent (or reactivated) the engine replaces agencies that decline or stay silent. */
export const MATCH_REPLACEMENT_HOURS = 72;

/** Projects created after this day follow the pay-per-project-view model (no commission, refunds below). */
export const PAY_PER_VIEW_SINCE = '2024-10-14T00:00:00+03:00';
/** When the client agrees with an agency, the agency gets back up to this many times the viewing fee it paid. */
export const WON_REFUND_FEE_MULTIPLIER = 5;
/** The viewing fee returns when the client dismisses the agency within this long of the access payment. */
export const DISMISS_REFUND_HOURS = 48;
/** Pool: offers that ended their window with fewer responding agencies than this are shared. */
export const POOL_RESPONSE_LIMIT = 5;
/** Pool offers stay in the pool for this long after they were created. */
export const POOL_MAX_AGE_DAYS = 30;
/** An agency without a subscription may contact this many pool offers in a rolling window of this many days. */
export const POOL_CONTACTS_WITHOUT_SUBSCRIPTION = 3;
export const POOL_CONTACT_WINDOW_DAYS = 30;
/** At most this many agencies may contact one project (matched and pool together). */
export const OFFER_COMMUNICATION_LIMIT = 5;
/** Match settings (rules.md section 5). */
export const MATCH_SETTINGS_LIMITS = {
  servicesPerCategory: 3,
  technologiesMin: 5,
  agencyTypesMin: 1,
  agencyTypesMax: 3,
  agencyTypesProfileMax: 6,
} as const;

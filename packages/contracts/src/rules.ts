/**
 * Every business number of the product, once. Each line names its source: spec/rules.md or spec/product.md
 * (section number), or docs/decisions.md where the spec gives no value and the team chose one.
 * Prices are in kuruş (1 TL = 100) unless the name says TRY. Copy never writes these numbers itself: it
 * interpolates RULE_PARAMS ("{maxAgencies} ajans"), so changing a number here changes every text.
 * The other contract files re-export these under their old names.
 */

// ── Matching and the brief's windows ────────────────────────────────────────────────────────────────────
/** rules.md §9 limits: matched agencies per project. */
export const MATCHED_AGENCIES_PER_PROJECT = 5;
/** rules.md §9 limits: time for offers ("up to 24 hours"), the client's promise. */
export const OFFER_WINDOW_HOURS = 24;
/** rules.md §9 limits + decisions.md "Matching": each matched agency has this long to respond before its slot goes to the next candidate. */
export const MATCH_RESPONSE_HOURS = 24;
/** decisions.md "Matching": for this long after a brief is sent (or reactivated) the engine replaces agencies that decline or stay silent. */
export const MATCH_REPLACEMENT_HOURS = 72;
/** decisions.md issue 5: at most this many agencies may contact one project (matched and pool together). */
export const OFFER_COMMUNICATION_LIMIT = 5;
/** rules.md §5 text lengths: client project detail at least 400 characters. */
export const BRIEF_MIN_LENGTH = 400;
/** decisions.md "Brief quality scorer": length from which the length part of the brief score is full. */
export const BRIEF_FULL_LENGTH = 1000;
/** decisions.md "Brief quality scorer": brief score levels; below `fair` is weak, from `good` on is good. */
export const BRIEF_LEVEL_THRESHOLDS = { fair: 50, good: 75 } as const;
/** decisions.md "Matching": the longest brief text accepted. */
export const BRIEF_MAX_LENGTH = 10_000;

// ── Match settings (rules.md §5 "Match settings") ─────────────────────────────────────────────────────────
/** rules.md §5 match settings: 3 services per category, 5 technologies, agency types 1-3 (profile up to 6). */
export const MATCH_SETTINGS_LIMITS = {
  servicesPerCategory: 3,
  technologiesMin: 5,
  agencyTypesMin: 1,
  agencyTypesMax: 3,
  agencyTypesProfileMax: 6,
} as const;
/** rules.md §5 match settings / §9 limits: mobile software minimum price 7000 TL. */
export const MOBILE_MINIMUM_PRICE_KURUS = 7000_00;

// ── Files (rules.md §5 "Files") ───────────────────────────────────────────────────────────────────────────
/** rules.md §5 files / §9 limits: uploads at most 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** rules.md §5 files / §9 limits: at most 10 reference logos uploaded at once. */
export const REFERENCES_PER_UPLOAD = 10;
/** rules.md §5 files: reference logo 1:1, at least 90x90. */
export const REFERENCE_LOGO_MIN_PX = 90;
/** rules.md §5 files: portfolio images 4:3 or 1200x900. */
export const PORTFOLIO_IMAGE = { width: 1200, height: 900 } as const;
/** rules.md §5 product: cover image 16:9. */
export const PRODUCT_COVER = { width: 1280, height: 720 } as const;

// ── Page sizes (rules.md §9 "Page sizes") ────────────────────────────────────────────────────────────────
/** rules.md §9 page sizes: 1000 most lists, 100 baskets, 20 transactions and pool, 15 messages, 10 matched-provider offers, 4 client offers. */
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
/** decisions.md issue 6: directory page size and its cap. */
export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_PAGE_SIZE_MAX = 48;
/** rules.md §9 pricing (advertising): sponsored places at the top of a directory page. */
export const DIRECTORY_SPONSORED_SLOTS = 3;

// ── Profile, portfolio, reviews, showcase (rules.md §5 and §9) ───────────────────────────────────────────
/** rules.md §9 limits: portfolio works recommended 10; at least 5 needed for opportunities. */
export const PORTFOLIO_WORKS_RECOMMENDED = 10;
export const PORTFOLIO_WORKS_FOR_OPPORTUNITIES = 5;
/** rules.md §9 limits: reviews and reference logos goal, 10 each. */
export const REVIEWS_GOAL = 10;
export const REFERENCE_LOGOS_GOAL = 10;
/** rules.md §9 limits: team-size filters. */
export const TEAM_SIZE_FILTERS = ['1-5', '5-10', '10-20', '20+'] as const;
/** rules.md §9 pricing: profile level above 80% unlocks directory listing. */
export const PROFILE_LISTING_THRESHOLD = 80;
/** rules.md §9 pricing: profile level 80% gives 600 TRY (one-time wallet credit). */
export const PROFILE_LEVEL_BONUS_KURUS = 600_00;
/** decisions.md issue 6 (profile level): the services task is done from this many services. */
export const PROFILE_TASK_SERVICES_MIN = 3;
/** rules.md §5 text lengths: agency short description at most 140, long description at least 140. */
export const PROFILE_TEXT_LIMITS = { shortMax: 140, descriptionMin: 140, descriptionMax: 5000 } as const;
/** rules.md §5 text lengths: service description at least 140 characters. */
export const SERVICE_LIMITS = { descriptionMin: 140, descriptionMax: 3000, skillsMax: 15 } as const;
/** rules.md §5 portfolio / text lengths: detail at least 400 characters, at least 3 skills and 3 tags. */
export const PORTFOLIO_LIMITS = {
  detailMin: 400,
  partMax: 3000,
  photosMax: 10,
  skillsMin: 3,
  tagsMin: 3,
  listMax: 20,
} as const;
/** rules.md §5 text lengths + §9 pricing (review ratings 1 to 5); decisions.md issue 6 for the rate limits. */
export const REVIEW_LIMITS = {
  textMin: 50,
  textMax: 2000,
  shortMin: 10,
  shortMax: 500,
  improvementsMax: 1000,
  replyMin: 10,
  replyMax: 1000,
  confirmDays: 7,
  perIpPerHour: 5,
  perEmailPerDay: 3,
} as const;
/** decisions.md issue 6 "Public profile": visible reviews the profile page carries (newest first). */
export const PROFILE_REVIEWS_SHOWN = 50;
/** decisions.md issue 6: a comment's text length. */
export const COMMENT_LIMITS = { textMin: 20, textMax: 1000 } as const;
/** rules.md §5 text lengths / product: title 20-50, detail at least 600, line title 30, line description 60, at least 3 lines and 3 tags. */
export const PRODUCT_LIMITS = {
  titleMin: 20,
  titleMax: 50,
  detailMin: 600,
  detailMax: 5000,
  lineTitleMax: 30,
  lineDescriptionMax: 60,
  linesMin: 3,
  linesMax: 12,
  tagsMin: 3,
  tagsMax: 15,
} as const;

// ── Contract updates (product.md §2 contract-update prompt; decisions.md issue 20) ────────────────────────
/**
 * The agency contract ("contract and rules", accepted by the agency's owner through PUT Provider/approve-contract)
 * and the clients' terms of use in force. A version is the day it took effect (Europe/Istanbul, YYYY-MM-DD);
 * raising one makes every signed-in user whose stored acceptance names another version accept it again.
 * The API reads them through its config (AGENCY_CONTRACT_VERSION, CLIENT_TERMS_VERSION), which defaults to these.
 */
export const AGENCY_CONTRACT_VERSION = '2024-10-14';
export const CLIENT_TERMS_VERSION = '2024-10-14';

// ── Opportunities, the pool and quotes (decisions.md issue 5) ─────────────────────────────────────────────
/** rules.md §9 pricing (current model): an agency without a subscription pays this from its wallet to see one brief. */
export const PROJECT_VIEW_FEE_KURUS = 500_00;
/** rules.md §9 pricing: projects created after 14 October 2024 follow the pay-per-project-view model. */
export const PAY_PER_VIEW_SINCE = '2024-10-14T00:00:00+03:00';
/** rules.md §9 pricing: up to 5 times the viewing fee refunded on an agreement. */
export const WON_REFUND_FEE_MULTIPLIER = 5;
/**
 * decisions.md issue 20: the won refund waits for a verified agreement. A won mark this soon after the agency's
 * access payment is a risk signal (the agreement goes to an operator instead of automatic release).
 */
export const AGREEMENT_RISK_WON_AFTER_PAYMENT_MINUTES = 60;
/** decisions.md issue 20: a client account younger than the brief's matching window (OFFER_WINDOW_HOURS) is a risk signal. */
export const AGREEMENT_RISK_ACCOUNT_HOURS = 24;
/** decisions.md issue 20: ending a verified agreement within this many days takes its released refund back. */
export const AGREEMENT_CLAWBACK_DAYS = 30;
/** decisions.md issue 20: default monthly cap of released won-refund credit per agency (setting AGREEMENT_REFUND_MONTHLY_CAP_TL). */
export const AGREEMENT_REFUND_MONTHLY_CAP_KURUS = 10_000_00;
/** decisions.md issue 20: the reason a side gives for ending an agreement. */
export const AGREEMENT_END_REASON_MAX = 500;
/** decisions.md issue 5: the viewing fee returns when the client dismisses the agency within this long of the payment. */
export const DISMISS_REFUND_HOURS = 48;
/** decisions.md issue 5: offers that ended their window with fewer responding agencies than this are shared in the pool. */
export const POOL_RESPONSE_LIMIT = 5;
/** decisions.md issue 5: pool offers stay in the pool this long after they were created. */
export const POOL_MAX_AGE_DAYS = 30;
/** product.md §6 / decisions.md issue 5: pool contacts without a subscription, per rolling window of days. */
export const POOL_CONTACTS_WITHOUT_SUBSCRIPTION = 3;
export const POOL_CONTACT_WINDOW_DAYS = 30;
/** decisions.md issue 5: a quote's amount, duration and message bounds. */
export const QUOTE_LIMITS = {
  amountMaxTry: 100_000_000,
  durationMaxDays: 730,
  messageMin: 20,
  messageMax: 3000,
  /** decisions.md issue 16: optional line items (what is included), each a title and an amount in TRY. */
  lineItemsMax: 10,
  lineTitleMin: 2,
  lineTitleMax: 120,
} as const;
/** decisions.md issue 16: the client compares up to this many quotes side by side. */
export const QUOTE_COMPARE_MAX = 5;

// ── Feedback (rules.md §7 "Feedback and NPS", decisions.md "Client feedback") ───────────────────────────────────────
/** decisions.md "Client feedback": a project is asked about once it is this old and has a matched agency. */
export const FEEDBACK_REQUEST_AFTER_DAYS = 3;
/** decisions.md "Client feedback": older projects are not asked any more (days after the brief). */
export const FEEDBACK_REQUEST_LAST_DAY = 14;
/** decisions.md "Client feedback": the e-mailed feedback link works this long after the project was created. */
export const FEEDBACK_LINK_VALID_DAYS = 90;
export const FEEDBACK_NOTE_MAX_LENGTH = 1000;

// ── Accounts, sessions and rate limits (rules.md §5 general / session, §9 limits) ─────────────────────────
/** rules.md §5 general: password at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** rules.md §9 limits (verification timer): code length, lifetime and resend countdown. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 180;
export const VERIFICATION_RESEND_SECONDS = 120;
/** rules.md §8 (too many attempts) rate limits: wrong codes per code, codes sent per target and hour. */
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_MAX_SENDS_PER_TARGET_PER_HOUR = 5;
/**
 * rules.md §8 (too many attempts), decisions.md issue 15 "Limits count the real client": codes sent to one
 * phone number or e-mail address in 24 hours, whichever addresses ask for them (a number is not an SMS pump).
 */
export const VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY = 10;
/**
 * rules.md §8 rate limit, decisions.md "Password throttling" (issue 15): wrong passwords are counted per account
 * and source address within the window. The first LOGIN_FREE_FAILURES cost nothing; each later one makes the
 * source wait LOGIN_DELAY_BASE_SECONDS doubled per failure (at most LOGIN_DELAY_MAX_SECONDS); at
 * LOGIN_MAX_FAILURES that source is locked for the window and the owner is e-mailed once.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_FREE_FAILURES = 3;
export const LOGIN_DELAY_BASE_SECONDS = 2;
export const LOGIN_DELAY_MAX_SECONDS = 120;
/** decisions.md "Login e-mail change" (issue 15): the new address's confirmation link and the old address's report link. */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 24;
export const EMAIL_CHANGE_REPORT_DAYS = 14;
/** decisions.md "No account enumeration at sign-up" (issue 15): a sign-up waits this long for its phone code. */
export const PENDING_REGISTRATION_TTL_MINUTES = 60;
/** decisions.md issue 7: the e-mailed single-use sign-in link lives this long. */
export const SIGN_IN_LINK_TTL_HOURS = 72;
/** decisions.md "Team users": a team invitation lives this long. */
export const TEAM_INVITE_TTL_DAYS = 14;
/** decisions.md issue 7 rate limit: chat messages one person may send in a minute. */
export const MESSAGES_PER_MINUTE = 30;
/** rules.md §5 chat: the spec sets no length; a page of text. */
export const MESSAGE_TEXT_MAX = 4000;
/** decisions.md issue 7: chat-channel title length and channels per agency. */
export const CHANNEL_TITLE_MAX = 60;
export const CHANNELS_PER_AGENCY = 10;
/** rules.md §9 limits: locale cookie 365 days, auth cookie 25 days. */
export const LOCALE_COOKIE_DAYS = 365;
export const AUTH_COOKIE_DAYS = 25;
/** rules.md §9 limits: notices close after 2000 ms. */
export const NOTICE_AUTO_CLOSE_MS = 2000;
/** rules.md §9 limits: default AccountStatus 1. */
export const DEFAULT_ACCOUNT_STATUS = 1;

// ── Billing: packages, wallet, subscriptions, advertising (rules.md §5 payments, §9 pricing) ───────────────
/** rules.md §9 pricing: package category rights, Lite 2, Growth 7, Elite 12. */
export const PACKAGE_CATEGORY_RIGHTS = { lite: 2, growth: 7, elite: 12 } as const;
/** rules.md §5 payments / §9 limits: wallet top-up minimum 1000 TL. */
export const WALLET_TOP_UP_MINIMUM_KURUS = 1000_00;
/** rules.md §9 limits: default instalment 1, up to 12 instalments. */
export const DEFAULT_INSTALLMENT = 1;
export const MAX_INSTALLMENT = 12;
/** rules.md §5 payments / §9 pricing: subscription minimum 3 months and 1 category. */
export const SUBSCRIPTION_MINIMUM = { months: 3, categories: 1 } as const;
/** rules.md §9 pricing: subscription and ad plan periods in months (the 1-month period is one reading). */
export const SUBSCRIPTION_PERIOD_MONTHS = [1, 3, 6, 12] as const;
/** decisions.md issue 7: a category or package subscription is warned this many days before it ends. */
export const SUBSCRIPTION_WARNING_DAYS = [7, 1] as const;
/** rules.md §9 pricing: 30-day money-back guarantee. */
export const MONEY_BACK_DAYS = 30;
/** rules.md §9 pricing: 10% of a subscription payment goes to the wallet. */
export const SUBSCRIPTION_WALLET_SHARE_PERCENT = 10;
/** rules.md §9 pricing: Elite includes 3 months of advertising and 1 year of global plus. */
export const ELITE_INCLUDED = { adMonths: 3, globalPlusMonths: 12 } as const;
/** rules.md §9 pricing: 13 advertising slots in total. */
export const AD_SLOTS_TOTAL = 13;
/** rules.md §9 pricing: a boost lasts 10 or 30 days. */
export const BOOST_DAYS = [10, 30] as const;

// ── Job posts (issue 21 item 1; rules.md §5, §9); the post's own limits live in jobs.ts, off the public pages' first script ──
/** rules.md §9: the partner-site publishing add-on of a job post, 250 TL (VAT included, as every price). */
export const JOB_PARTNER_ADDON_KURUS = 250_00;
/** rules.md §9 pricing: an unpaid ad is removed within 9 days. */
export const UNPAID_AD_REMOVAL_DAYS = 9;
/** rules.md §9 pricing: ad coupon 25% (Growth, Elite); 15% code from 5000 TL; November 40% off annual plans. */
export const DISCOUNTS = {
  adCouponPercent: 25,
  subscriptionCodePercent: 15,
  subscriptionCodeMinimumKurus: 5000_00,
  novemberAnnualPercent: 40,
} as const;
/** rules.md §9 pricing: the earlier model's 10% commission for 12 months on monthly agreements. */
export const LEGACY_COMMISSION = { percent: 10, months: 12 } as const;
/**
 * rules.md §9 pricing: 1 TL wallet bonus per 10 feedbacks (an agency's first answer on each of its opportunities
 * counts; changing an answer does not); 50 USD for linking the badge.
 */
export const FEEDBACK_BONUS = { kurus: 1_00, perFeedbacks: 10 } as const;
export const BADGE_LINK_BONUS_USD = 50;
/** rules.md §9 pricing: job-ad partner publishing add-on 250 TL. */
export const JOB_AD_PARTNER_ADDON_KURUS = 250_00;
/** rules.md §9 pricing: bank transfer approval up to 60 minutes; credit report within 1 hour. */
export const BANK_TRANSFER_APPROVAL_MINUTES = 60;
export const CREDIT_REPORT_HOURS = 1;
/** rules.md §9 pricing: credit score bands, lower bound inclusive (1000-900 perfect … 500-0 unsafe). */
export const CREDIT_SCORE_BANDS = [
  { band: 'perfect', min: 900, max: 1000 },
  { band: 'safe', min: 700, max: 900 },
  { band: 'sensitive', min: 600, max: 700 },
  { band: 'critical', min: 500, max: 600 },
  { band: 'unsafe', min: 0, max: 500 },
] as const;
/** rules.md §9 pricing: review ratings 1 to 5. */
/**
 * decisions.md issue 15: before access, notices describe a brief's budget by band, not by amount (whole lira,
 * lower bounds of the bands; the last band is open-ended).
 */
export const NOTICE_BUDGET_BANDS_TRY = [0, 50_000, 100_000, 250_000, 500_000, 1_000_000] as const;
export const REVIEW_RATING = { min: 1, max: 5 } as const;
/** Meetings (issue 20 item 7, product.md §2 "meeting scheduling"): times offered per proposal, the meeting's
 * length in the calendar invitation, the reminder before it, and the proposal's note. */
export const MEETING_MAX_SLOTS = 3;
export const MEETING_MINUTES = 60;
export const MEETING_REMINDER_MINUTES = 60;
export const MEETING_NOTE_MAX = 500;
/**
 * Satisfaction scores (issue 20 item 3, rules.md §7 "Feedback and NPS"): scores 0 to 10, promoters 9–10 and
 * detractors 0–6 (NPS = % promoters − % detractors); decisions.md issue 20 "NPS": when the client is asked,
 * how long the e-mailed links work and how long "later" keeps the agreement pop-up away.
 */
export const NPS_SCORE = { min: 0, max: 10, promoterFrom: 9, detractorUpTo: 6 } as const;
export const NPS_COMMENT_MAX = 1000;
/** The Brifa NPS e-mail goes out this many days after a brief that reached agencies (once per brief)... */
export const BRIFA_NPS_REQUEST_AFTER_DAYS = 7;
/** ...and never for briefs older than this. */
export const BRIFA_NPS_REQUEST_LAST_DAY = 30;
/** An e-mailed NPS link (Brifa or agreement) works this many days after it was sent. */
export const NPS_LINK_VALID_DAYS = 90;
/** "Later" on the agreement NPS pop-up hides it this many days. */
export const AGREEMENT_NPS_SNOOZE_DAYS = 3;
/** The agency's dashboard lists this many latest agreement NPS comments. */
export const AGREEMENT_NPS_LATEST_COMMENTS = 5;

// ── The rules as copy parameters ────────────────────────────────────────────────────────────────────────
/**
 * The rules copy may name, as `{name}` parameters: the web translator and every contracts message merge
 * these into their params, so "{maxAgencies} ajans" always says the number above.
 */
/** decisions.md "Issue 19 — add-ons": an operator answers an agency's custom-service request within this many hours. */
export const CUSTOM_SERVICE_ANSWER_HOURS = 24;

// ── Growth (issue 21): the credit report's and the checker's own limits live in growth.ts ──
/** Issue 21: a confirmed badge link is re-checked weekly. */
export const BACKLINK_RECHECK_DAYS = 7;
/**
 * Issue 21 item 6 (screens.tsv /provider/dashboard, /provider/suggestions): the agency's return on spend covers
 * this many Istanbul months, the current one included; lost briefs count toward a suggestion from this many.
 */
export const SUGGESTION_ROI_MONTHS = 6;
export const SUGGESTION_LOST_BRIEFS_MIN = 1;

export const RULE_PARAMS = {
  customServiceHours: CUSTOM_SERVICE_ANSWER_HOURS,
  maxAgencies: MATCHED_AGENCIES_PER_PROJECT,
  offerWindowHours: OFFER_WINDOW_HOURS,
  matchResponseHours: MATCH_RESPONSE_HOURS,
  replacementHours: MATCH_REPLACEMENT_HOURS,
  communicationLimit: OFFER_COMMUNICATION_LIMIT,
  briefMinLength: BRIEF_MIN_LENGTH,
  portfolioDetailMin: PORTFOLIO_LIMITS.detailMin,
  maxFileMb: MAX_FILE_BYTES / (1024 * 1024),
  servicesPerCategory: MATCH_SETTINGS_LIMITS.servicesPerCategory,
  technologiesMin: MATCH_SETTINGS_LIMITS.technologiesMin,
  agencyTypesMin: MATCH_SETTINGS_LIMITS.agencyTypesMin,
  agencyTypesMax: MATCH_SETTINGS_LIMITS.agencyTypesMax,
  refundMultiple: WON_REFUND_FEE_MULTIPLIER,
  dismissRefundHours: DISMISS_REFUND_HOURS,
  agreementClawbackDays: AGREEMENT_CLAWBACK_DAYS,
  liteRights: PACKAGE_CATEGORY_RIGHTS.lite,
  growthRights: PACKAGE_CATEGORY_RIGHTS.growth,
  eliteRights: PACKAGE_CATEGORY_RIGHTS.elite,
  topUpMinimumTl: WALLET_TOP_UP_MINIMUM_KURUS / 100,
  viewFeeTl: PROJECT_VIEW_FEE_KURUS / 100,
  loginWindowMinutes: LOGIN_FAILURE_WINDOW_MINUTES,
  emailChangeHours: EMAIL_CHANGE_LINK_TTL_HOURS,
  passwordMinLength: PASSWORD_MIN_LENGTH,
  localeCookieDays: LOCALE_COOKIE_DAYS,
  codeLength: VERIFICATION_CODE_LENGTH,
  codesPerTargetPerDay: VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY,
  channelsPerAgency: CHANNELS_PER_AGENCY,
  profileServicesMin: PROFILE_TASK_SERVICES_MIN,
  suggestionRoiMonths: SUGGESTION_ROI_MONTHS,
  adSlots: AD_SLOTS_TOTAL,
  boostShortDays: BOOST_DAYS[0],
  boostLongDays: BOOST_DAYS[1],
  subscriptionMinMonths: SUBSCRIPTION_MINIMUM.months,
  subscriptionMinCategories: SUBSCRIPTION_MINIMUM.categories,
  eliteAdMonths: ELITE_INCLUDED.adMonths,
  eliteGlobalPlusMonths: ELITE_INCLUDED.globalPlusMonths,
  feedbackBonusTl: FEEDBACK_BONUS.kurus / 100,
  feedbackBonusPer: FEEDBACK_BONUS.perFeedbacks,
  jobPartnerTl: JOB_PARTNER_ADDON_KURUS / 100,
  creditReportHours: CREDIT_REPORT_HOURS,
  badgeBonusUsd: BADGE_LINK_BONUS_USD,
  backlinkRecheckDays: BACKLINK_RECHECK_DAYS,
} as const;
export type TRuleParams = { [K in keyof typeof RULE_PARAMS]: string | number };

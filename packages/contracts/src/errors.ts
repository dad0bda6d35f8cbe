import { AGENCIES_ERRORS, AGENCIES_FIELD_MESSAGES } from './errors/agencies.errors.ts';
import { BILLING_COUPONS_ERRORS } from './errors/billing-coupons.errors.ts';
import { BILLING_DEBTS_ERRORS } from './errors/billing-debts.errors.ts';
import { BILLING_INVOICES_ERRORS } from './errors/billing-invoices.errors.ts';
import { BILLING_PACKAGES_ERRORS } from './errors/billing-packages.errors.ts';
import {
  BILLING_PAYMENTS_ERRORS,
  BILLING_PAYMENTS_FIELD_MESSAGES,
} from './errors/billing-payments.errors.ts';
import {
  BILLING_TRANSFERS_ERRORS,
  BILLING_TRANSFERS_FIELD_MESSAGES,
} from './errors/billing-transfers.errors.ts';
import { BRIEFS_ERRORS, BRIEFS_FIELD_MESSAGES } from './errors/briefs.errors.ts';
import { BRIEFS_AGREEMENTS_ERRORS } from './errors/briefs-agreements.errors.ts';
import { BRIEFS_MEETINGS_ERRORS } from './errors/briefs-meetings.errors.ts';
import { BRIEFS_NPS_ERRORS } from './errors/briefs-nps.errors.ts';
import { CATALOGUE_ERRORS } from './errors/catalogue.errors.ts';
import { COMMON_ERRORS, COMMON_FIELD_MESSAGES } from './errors/common.errors.ts';
import { DIRECTORY_ERRORS } from './errors/directory.errors.ts';
import type { TErrorDefinition } from './errors/error-definition.ts';
import { FILES_ERRORS } from './errors/files.errors.ts';
import { GROWTH_ERRORS } from './errors/growth.errors.ts';
import { IDENTITY_ERRORS, IDENTITY_FIELD_MESSAGES } from './errors/identity.errors.ts';
import { JOBS_ERRORS } from './errors/jobs.errors.ts';
import { LEDGER_ERRORS } from './errors/ledger.errors.ts';
import { LEDGER_ADS_ERRORS } from './errors/ledger-ads.errors.ts';
import { LEDGER_CATEGORIES_ERRORS } from './errors/ledger-categories.errors.ts';
import { LEDGER_PACKAGES_ERRORS } from './errors/ledger-packages.errors.ts';
import { MESSAGING_ERRORS } from './errors/messaging.errors.ts';
import { NOTIFICATIONS_ERRORS } from './errors/notifications.errors.ts';
import { OPS_ERRORS, OPS_FIELD_MESSAGES } from './errors/ops.errors.ts';
import { OUTBOX_ERRORS } from './errors/outbox.errors.ts';
import { REVIEWS_ERRORS } from './errors/reviews.errors.ts';
import type { TLocale } from './locale.ts';
import { formatMessage, localizedWithRules, type TLocalizedText, tableWithRules } from './messages.ts';

export type { TErrorDefinition } from './errors/error-definition.ts';

/**
 * Each API module's codes (`errors/<module>.errors.ts`, in the modules' order) plus the generic HTTP ones.
 * A code belongs to the module that raises it; the contracts test checks no two modules define the same code.
 */
export const ERRORS_BY_MODULE = {
  common: COMMON_ERRORS,
  catalogue: CATALOGUE_ERRORS,
  files: FILES_ERRORS,
  outbox: OUTBOX_ERRORS,
  identity: IDENTITY_ERRORS,
  ledger: { ...LEDGER_ERRORS, ...LEDGER_CATEGORIES_ERRORS, ...LEDGER_ADS_ERRORS, ...LEDGER_PACKAGES_ERRORS },
  jobs: JOBS_ERRORS,
  /** The billing module's parts (issue 18): each part's file spread in. */
  billing: {
    ...BILLING_COUPONS_ERRORS,
    ...BILLING_DEBTS_ERRORS,
    ...BILLING_INVOICES_ERRORS,
    ...BILLING_PACKAGES_ERRORS,
    ...BILLING_PAYMENTS_ERRORS,
    ...BILLING_TRANSFERS_ERRORS,
  },
  agencies: AGENCIES_ERRORS,
  briefs: { ...BRIEFS_ERRORS, ...BRIEFS_MEETINGS_ERRORS, ...BRIEFS_NPS_ERRORS, ...BRIEFS_AGREEMENTS_ERRORS },
  messaging: MESSAGING_ERRORS,
  reviews: REVIEWS_ERRORS,
  directory: DIRECTORY_ERRORS,
  growth: GROWTH_ERRORS,
  notifications: NOTIFICATIONS_ERRORS,
  ops: OPS_ERRORS,
} as const satisfies Record<string, Record<string, TErrorDefinition>>;

/**
 * Every error code the API answers with, its HTTP status, its message in both languages (rules as `{params}`)
 * and when it is raised: the modules' tables merged. Feature issues add their codes to their module's file.
 */
export const ERROR_SOURCES = {
  ...COMMON_ERRORS,
  ...CATALOGUE_ERRORS,
  ...FILES_ERRORS,
  ...OUTBOX_ERRORS,
  ...IDENTITY_ERRORS,
  ...LEDGER_ERRORS,
  ...LEDGER_CATEGORIES_ERRORS,
  ...LEDGER_ADS_ERRORS,
  ...LEDGER_PACKAGES_ERRORS,
  ...JOBS_ERRORS,
  ...BILLING_COUPONS_ERRORS,
  ...BILLING_DEBTS_ERRORS,
  ...BILLING_TRANSFERS_ERRORS,
  ...BILLING_INVOICES_ERRORS,
  ...BILLING_PACKAGES_ERRORS,
  ...BILLING_PAYMENTS_ERRORS,
  ...AGENCIES_ERRORS,
  ...BRIEFS_ERRORS,
  ...BRIEFS_MEETINGS_ERRORS,
  ...BRIEFS_NPS_ERRORS,
  ...BRIEFS_AGREEMENTS_ERRORS,
  ...MESSAGING_ERRORS,
  ...REVIEWS_ERRORS,
  ...DIRECTORY_ERRORS,
  ...GROWTH_ERRORS,
  ...NOTIFICATIONS_ERRORS,
  ...OPS_ERRORS,
} as const satisfies Record<string, TErrorDefinition>;

/** ERROR_SOURCES with the rules filled into the messages ("{maxFileMb} MB" → "10 MB"): what the API answers and the web shows. */
export const ERRORS = Object.fromEntries(
  Object.entries(ERROR_SOURCES).map(([code, definition]) => [
    code,
    { ...definition, message: localizedWithRules(definition.message) },
  ]),
) as unknown as typeof ERROR_SOURCES;

export type TErrorCode = keyof typeof ERRORS;

export function errorMessage(code: TErrorCode, locale: TLocale): string {
  return ERRORS[code].message[locale];
}

/**
 * The wait a throttled answer names, in words ("Kalan bekleme süresi: 2 saniye." / "Time left to wait: 15
 * minutes."): whole minutes from two minutes up, seconds below.
 */
export function waitMessage(seconds: number, locale: TLocale): string {
  const minutes = seconds >= 120 ? Math.ceil(seconds / 60) : 0;
  if (locale === 'tr') {
    return `Kalan bekleme süresi: ${minutes ? `${minutes} dakika` : `${seconds} saniye`}.`;
  }
  const amount = minutes ? `${minutes} minutes` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return `Time left to wait: ${amount}.`;
}

export function errorStatus(code: TErrorCode): number {
  return ERRORS[code].status;
}

/** The form fields a code's message always goes beside (its catalogue `fields`), or undefined. */
export function errorFields(code: TErrorCode): string[] | undefined {
  const definition: TErrorDefinition = ERRORS[code];
  return definition.fields ? [...definition.fields] : undefined;
}

export function isErrorCode(value: string): value is TErrorCode {
  return Object.hasOwn(ERRORS, value);
}

/** The field-message tables, by the module whose forms use them (`errors/<module>.errors.ts`). */
export const FIELD_MESSAGES_BY_MODULE = {
  common: COMMON_FIELD_MESSAGES,
  identity: IDENTITY_FIELD_MESSAGES,
  billing: { ...BILLING_PAYMENTS_FIELD_MESSAGES, ...BILLING_TRANSFERS_FIELD_MESSAGES },
  agencies: AGENCIES_FIELD_MESSAGES,
  briefs: BRIEFS_FIELD_MESSAGES,
  ops: OPS_FIELD_MESSAGES,
} as const satisfies Record<string, Record<string, TLocalizedText>>;

/** Field-level validation messages, shared by API answers and form errors: the modules' tables merged. */
export const FIELD_MESSAGE_SOURCES = {
  ...COMMON_FIELD_MESSAGES,
  ...IDENTITY_FIELD_MESSAGES,
  ...BILLING_TRANSFERS_FIELD_MESSAGES,
  ...BILLING_PAYMENTS_FIELD_MESSAGES,
  ...AGENCIES_FIELD_MESSAGES,
  ...BRIEFS_FIELD_MESSAGES,
  ...OPS_FIELD_MESSAGES,
} satisfies Record<string, TLocalizedText>;

/** Field-level validation messages with the rules filled in ({min} and {max} stay for the caller). */
export const FIELD_MESSAGES = tableWithRules(FIELD_MESSAGE_SOURCES);

export type TFieldMessageKey = keyof typeof FIELD_MESSAGES;

export function isFieldMessageKey(value: string): value is TFieldMessageKey {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

/** What a schema or a module may name as the message beside a field: a field-message key or an error code. */
export type TFieldMessageRef = TFieldMessageKey | TErrorCode;

/**
 * The one lookup for a text shown beside a form field, on the API and in the web app alike: a field-message
 * key ('required', 'vkn', `{max}` filled from params) or an error code whose sentence belongs beside a field
 * (MATCH_TECHNOLOGIES_MIN, MATCH_CHOICE_UNKNOWN).
 */
export function fieldMessage(
  ref: TFieldMessageRef,
  locale: TLocale,
  params: Record<string, string | number> = {},
): string {
  const text = isFieldMessageKey(ref) ? FIELD_MESSAGES[ref][locale] : ERRORS[ref].message[locale];
  return formatMessage(text, params, locale);
}

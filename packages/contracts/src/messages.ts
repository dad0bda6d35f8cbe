import type { TLocale } from './locale.ts';
import { formatNumber, numberFormat } from './money.ts';
import { MOBILE_MINIMUM_PRICE_KURUS, RULE_PARAMS } from './rules.ts';

export type TLocalizedText = Record<TLocale, string>;
export type TMessageParams = Record<string, string | number>;

/**
 * The rules as copy parameters in the reader's language: RULE_PARAMS plus the amounts written the reader's way
 * ("7.000" in Turkish, "7,000" in English). Every translated text gets these by default.
 */
export function ruleParams(locale: TLocale): TMessageParams {
  // Made once per language (every translated text of every page asks), frozen since it is shared.
  let params = ruleParamsByLocale.get(locale);
  if (!params) {
    params = Object.freeze({
      ...RULE_PARAMS,
      mobileMinimumTl: numberFormat(locale, { maximumFractionDigits: 0 }).format(
        MOBILE_MINIMUM_PRICE_KURUS / 100,
      ),
    });
    ruleParamsByLocale.set(locale, params);
  }
  return params;
}
const ruleParamsByLocale = new Map<TLocale, TMessageParams>();

/** A text in `locale` with its `{name}` parameters filled in, the rules (ruleParams) by default. */
export function formatCopy(text: string, locale: TLocale, params: TMessageParams = {}): string {
  return formatMessage(text, { ...ruleParams(locale), ...params }, locale);
}

/** Fills the rule parameters of every string in a copy object (a page, a table of texts), in one language. */
export function formatCopyDeep<T>(value: T, locale: TLocale, params: TMessageParams = {}): T {
  const merged = { ...ruleParams(locale), ...params };
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return formatMessage(item, merged, locale);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}

/** Both languages of a copy object (`{ tr, en }`) with the rules filled in. */
export function localizedWithRules<T>(
  value: Record<TLocale, T>,
  params: TMessageParams = {},
): Record<TLocale, T> {
  return {
    tr: formatCopyDeep(value.tr, 'tr', params),
    en: formatCopyDeep(value.en, 'en', params),
  };
}

/** A table of bilingual texts (`{ key: { tr, en } }`) with the rules filled in; other `{params}` stay. */
export function tableWithRules<T extends Record<string, TLocalizedText>>(table: T): T {
  return Object.fromEntries(Object.entries(table).map(([key, text]) => [key, localizedWithRules(text)])) as T;
}

/** Status fallbacks of spec/rules.md section 8: the message shown when an answer carries no message of its own. */
export const STATUS_MESSAGES = {
  serverError: {
    tr: 'Beklenmeyen bir sunucu hatası oluştu. Sunucularımız bakımda olabilir, lütfen biraz sonra tekrar deneyin.',
    en: 'An unexpected server error occurred. Our servers may be under maintenance, please try again later.',
  },
  badRequest: {
    tr: 'Hatalı istek. Lütfen zorunlu alanları doldurun; sorun sürerse sayfayı yenileyin veya çerezleri temizleyin.',
    en: 'Bad request. Please fill in the required fields; if it persists, refresh the page or clear your cookies.',
  },
  unauthorized: {
    tr: 'Bu işlem için yetkiniz yok. Devam etmek için lütfen giriş yapın.',
    en: 'You do not have permission. Please log in to continue.',
  },
  forbidden: {
    tr: 'Bu işlemi yapmaya yetkiniz bulunmuyor.',
    en: 'You are not authorized for this operation.',
  },
  notFound: {
    tr: 'Aradığınız sayfa kaldırılmış ya da bulunamadı. Lütfen tekrar arayın veya ana sayfaya dönün.',
    en: 'The page you are looking for has been removed or not found. Please search again or go to the home page.',
  },
  unprocessable: {
    tr: 'İstek işlenemedi.',
    en: 'The request could not be processed.',
  },
  success: {
    tr: 'Değişiklikler başarıyla kaydedildi.',
    en: 'Changes saved successfully.',
  },
  unexpected: {
    tr: 'Beklenmeyen bir hata oluştu.',
    en: 'An unexpected error occurred.',
  },
  network: {
    tr: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    en: 'The server could not be reached. Check your internet connection and try again.',
  },
} satisfies Record<string, TLocalizedText>;

export function statusMessage(status: number, locale: TLocale): string {
  const key: keyof typeof STATUS_MESSAGES =
    status >= 500
      ? 'serverError'
      : status === 400
        ? 'badRequest'
        : status === 401
          ? 'unauthorized'
          : status === 403
            ? 'forbidden'
            : status === 404
              ? 'notFound'
              : status === 422
                ? 'unprocessable'
                : status === 200 || status === 201
                  ? 'success'
                  : 'unexpected';
  return STATUS_MESSAGES[key][locale];
}

const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_BRANCH = /\s*(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** The `{param}` names a text uses, a plural (`{count, plural, …}`) counting as its `{count}`; sorted. */
export function placeholderNames(text: string): string[] {
  return [...text.replace(PLURAL, '{$1}').matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

const plurals = new Map<TLocale, Intl.PluralRules>();
function pluralRules(locale: TLocale): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules;
}

/**
 * Fills `{param}`s, and plurals in ICU's form: `{count, plural, one {# review} other {# reviews}}` picks the
 * branch by Intl.PluralRules of the locale (`=N` branches first), `#` is the number (issue 16: "1 reviews").
 * Turkish needs no plural branches (a noun after a number stays singular); English uses them.
 */
export function formatMessage(
  text: string,
  params: Record<string, string | number> = {},
  locale: TLocale = 'tr',
): string {
  const withPlurals = text.includes(', plural,')
    ? text.replace(PLURAL, (whole, name: string, body: string) => {
        if (!(name in params)) return whole;
        const value = Number(params[name]);
        const branches = new Map<string, string>();
        for (const [, selector, branch] of body.matchAll(PLURAL_BRANCH)) branches.set(selector!, branch!);
        const chosen =
          branches.get(`=${value}`) ??
          branches.get(pluralRules(locale).select(value)) ??
          branches.get('other') ??
          '';
        // `#` is the number as the reader writes it (1.250 / 1,250), as ICU formats it.
        return chosen.replaceAll(
          '#',
          Number.isFinite(value) ? formatNumber(value, locale) : String(params[name]),
        );
      })
    : text;
  return withPlurals.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

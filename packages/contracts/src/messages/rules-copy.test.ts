import { describe, expect, it } from 'vitest';
import { ERROR_SOURCES, ERRORS, FIELD_MESSAGE_SOURCES, FIELD_MESSAGES } from '../errors.ts';
import { LOCALES } from '../locale.ts';
import { formatCopy, placeholderNames, ruleParams, type TLocalizedText } from '../messages.ts';
import { NOTIFICATION_KINDS } from '../notifications.ts';
import {
  MATCH_RESPONSE_HOURS,
  MATCHED_AGENCIES_PER_PROJECT,
  NOTICE_BUDGET_BANDS_TRY,
  RULE_PARAMS,
} from '../rules.ts';
import { EMAIL_COPY, emailWords, type TEmailCopyName } from './emails.ts';
import {
  budgetBand,
  NOTICE_COPY,
  NOTICE_FALLBACKS,
  NOTICE_NEED,
  noticeLine,
  noticeWords,
} from './notices.ts';

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = placeholderNames;
const RULE_NAMES = new Set(Object.keys(ruleParams('tr')));

/** Every bilingual source text of the contracts catalogues, with where it comes from. */
function sources(): Array<[string, TLocalizedText]> {
  const list: Array<[string, TLocalizedText]> = [];
  for (const [code, definition] of Object.entries(ERROR_SOURCES))
    list.push([`error ${code}`, definition.message]);
  for (const [key, text] of Object.entries(FIELD_MESSAGE_SOURCES)) list.push([`field ${key}`, text]);
  for (const [variant, copy] of Object.entries(NOTICE_COPY)) {
    for (const [field, text] of Object.entries(copy)) list.push([`notice ${variant}.${field}`, text]);
  }
  for (const [key, text] of Object.entries(NOTICE_FALLBACKS)) list.push([`notice fallback ${key}`, text]);
  for (const [key, text] of Object.entries(NOTICE_NEED)) list.push([`notice need ${key}`, text]);
  for (const [name, copy] of Object.entries(EMAIL_COPY)) {
    for (const [field, text] of Object.entries(copy)) {
      const texts = Array.isArray(text) ? text : [text];
      for (const [index, item] of texts.entries()) list.push([`email ${name}.${field}[${index}]`, item]);
    }
  }
  return list;
}

const ruleSources = () =>
  sources().filter(([, text]) => placeholders(text.tr).some((name) => RULE_NAMES.has(name)));

const EMAIL_VALUES = {
  code: '123456',
  purpose: 'giriş',
  minutes: 3,
  name: 'Ayşe',
  link: 'https://brifa.com.tr/x',
  hours: 72,
  inviterName: 'Mehmet',
  agencyName: 'Pikselhane',
  title: 'Tasarımcı',
  days: 14,
  projectName: 'Mobil',
  companyName: 'Moda Kahve',
  categoryName: 'Logo',
  confirmLink: 'https://brifa.com.tr/c',
  removeLink: 'https://brifa.com.tr/r',
  // account changes (issue 15)
  newEmail: 'yeni@example.com',
  maskedEmail: 'y***@example.com',
  maskedPhone: '+90 532 *** ** 67',
  ip: '198.51.100.7',
  // an operator's reason (issue 17)
  reason: 'Reklam içeriyor',
  // a notice's values
  client: 'Moda Kahve',
  agency: 'Pikselhane',
  project: 'Mobil',
  projectPhrase: '“Mobil” projesi',
  category: 'Mobil Uygulama Geliştirme',
  facts: 'sektör: Gıda, bütçe belirtilmemiş',
  preview: 'Selam',
  amount: '₺2.500',
  rating: 5,
  // meetings (issue 20)
  otherParty: 'Pikselhane',
  when: '2 Aralık 2026 14:00',
  time: '14:00',
  // job posts (issue 21)
  position: 'Tasarımcı',
  applicant: 'Deniz Kaya',
  applicantEmail: 'deniz@example.com',
  until: '27 Aralık 2026',
};

describe('the rules in copy', () => {
  it('no source text writes the number of agencies or the 24-hour window itself', () => {
    for (const [where, text] of sources()) {
      expect(text.tr, where).not.toMatch(/(?<![\d.,])(5 ajans|24 saat)/);
      expect(text.en, where).not.toMatch(/(?<![\d.,])(5 agenc|24 hour|24-hour)/);
    }
  });

  it('names the same parameters in Turkish and English', () => {
    for (const [where, text] of sources())
      expect(placeholders(text.en), where).toEqual(placeholders(text.tr));
  });

  it('some texts do interpolate rules (so the checks below check something)', () => {
    expect(ruleSources().length).toBeGreaterThan(10);
  });

  it.each(LOCALES)('every rule-interpolated text renders with no leftover {…} (%s)', (locale) => {
    for (const [where, text] of ruleSources()) {
      const rendered = formatCopy(text[locale], locale, { ...EMAIL_VALUES, min: 2, max: 9 });
      expect(rendered, where).not.toMatch(/[{}]/);
    }
    for (const entry of Object.values(ERRORS)) expect(entry.message[locale]).not.toMatch(PLACEHOLDER);
    for (const [key, text] of Object.entries(FIELD_MESSAGES)) {
      expect(
        placeholders(text[locale]).filter((name) => RULE_NAMES.has(name)),
        key,
      ).toEqual([]);
    }
  });

  it.each(LOCALES)('every notice and e-mail renders in full with its values (%s)', (locale) => {
    const params = {
      AgencyName: 'Pikselhane',
      ClientName: 'Moda Kahve',
      OfferTitle: 'Mobil',
      Preview: 'Selam',
      AmountKurus: 250000,
      Rating: 5,
      Days: 7,
      Reason: 'Sahte belge',
    };
    const need = {
      CategoryTr: 'Mobil',
      CategoryEn: 'Mobile',
      SectorTr: 'Gıda',
      SectorEn: 'Food',
      BudgetTry: 1,
    };
    for (const kind of NOTIFICATION_KINDS) {
      for (const values of [
        { ...params, Succeeded: true },
        { ...params, Succeeded: false },
        // An agency before access: the need, no names.
        { ...need, Preview: 'Selam', AmountKurus: 250000, Rating: 5, Days: 7, Succeeded: true },
      ]) {
        const words = noticeWords(kind, values, locale);
        for (const text of [words.title, words.body, words.action, noticeLine(kind, values, locale)]) {
          expect(text, kind).not.toMatch(/[{}]/);
          expect(text.trim(), kind).not.toBe('');
        }
      }
    }
    for (const name of Object.keys(EMAIL_COPY) as TEmailCopyName[]) {
      expect(JSON.stringify(emailWords(name, locale, EMAIL_VALUES)), name).not.toMatch(/\{\w+\}/);
    }
  });

  it('says the rule as it is today', () => {
    // A new match never names the client (issue 15), even from a notice stored with its name.
    expect(noticeLine('new_match', { ClientName: 'Moda Kahve' }, 'tr')).toBe(
      `Bir marka yeni bir proje için ajans arıyor. Fırsatı ${MATCH_RESPONSE_HOURS} saat içinde yanıtlayın.`,
    );
    expect(
      noticeWords('new_match', { ClientName: 'Moda Kahve', CategoryEn: 'SEO', CategoryTr: 'SEO' }, 'en').body,
    ).toBe(
      `A brand is looking for an agency for a new “SEO” project (budget not given). Respond within ${MATCH_RESPONSE_HOURS} hours.`,
    );
    expect(ERRORS.FILE_TOO_BIG.message).toEqual({
      tr: 'Dosya çok büyük. En fazla 10 MB yükleyebilirsiniz.',
      en: 'The file is too big. The limit is 10 MB.',
    });
    expect(ERRORS.MATCH_MOBILE_PRICE_MIN.message.tr).toContain('7.000 TL');
    expect(ERRORS.MATCH_MOBILE_PRICE_MIN.message.en).toContain('7,000 TL');
    expect(ruleParams('tr').maxAgencies).toBe(MATCHED_AGENCIES_PER_PROJECT);
  });

  it.each(LOCALES)('changing a rule value changes every text that names it (%s)', (locale) => {
    const changed = Object.fromEntries(Object.keys(ruleParams(locale)).map((name) => [name, 987654]));
    for (const [where, text] of ruleSources()) {
      const today = formatCopy(text[locale], locale, EMAIL_VALUES);
      const tomorrow = formatCopy(text[locale], locale, { ...EMAIL_VALUES, ...changed });
      expect(tomorrow, where).toContain('987654');
      expect(tomorrow, where).not.toBe(today);
    }
    expect(
      formatCopy(NOTICE_COPY.new_match.body[locale], locale, { client: 'X', matchResponseHours: 48 }),
    ).toMatch(locale === 'tr' ? /48 saat/ : /48 hours/);
  });

  it('writes a budget as its band, from the bands of rules.ts', () => {
    expect(NOTICE_BUDGET_BANDS_TRY[1]).toBe(50_000);
    expect(budgetBand(49_999, 'tr')).toBe('bütçe: ₺50.000 altı');
    expect(budgetBand(50_000, 'en')).toBe('budget: ₺50,000–₺100,000');
    expect(budgetBand(750_000, 'tr')).toBe('bütçe: ₺500.000–₺1.000.000');
    expect(budgetBand(3_000_000, 'en')).toBe('budget: ₺1,000,000 or more');
    expect(budgetBand(null, 'tr')).toBe('bütçe belirtilmemiş');
  });

  it('keeps RULE_PARAMS to numbers of rules.ts', () => {
    for (const [name, value] of Object.entries(RULE_PARAMS)) expect(typeof value, name).toBe('number');
  });
});

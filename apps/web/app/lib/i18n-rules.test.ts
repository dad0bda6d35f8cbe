import {
  formatMessage,
  LOCALE_COOKIE_DAYS,
  LOCALES,
  MATCHED_AGENCIES_PER_PROJECT,
  OFFER_WINDOW_HOURS,
  PASSWORD_MIN_LENGTH,
  ruleParams,
  VERIFICATION_CODE_LENGTH,
} from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { about } from '../content/about.ts';
import { howItWorks } from '../content/how-it-works.ts';
import { join } from '../content/join.ts';
import { legalPages } from '../content/legal.ts';
import { en } from '../locales/en.ts';
import { type TMessageKey, tr } from '../locales/tr.ts';
import { translator } from './i18n.tsx';

const DICTIONARIES = { tr, en };

const RULE_NAMES = Object.keys(ruleParams('tr'));
const namesRule = (text: string) => RULE_NAMES.some((name) => text.includes(`{${name}}`));

describe('the rules in the web copy', () => {
  it('no dictionary text writes the number of agencies or the 24-hour window itself', () => {
    for (const [key, text] of Object.entries(DICTIONARIES.tr)) {
      expect(text, key).not.toMatch(/(?<![\d.,])(5 ajans|24 saat)/);
    }
    for (const [key, text] of Object.entries(DICTIONARIES.en)) {
      expect(text, key).not.toMatch(/(?<![\d.,])(5 agenc|24 hour)/);
    }
  });

  it('the code length, the password length and the language cookie come from the rules', () => {
    for (const [key, text] of Object.entries(DICTIONARIES.tr)) {
      expect(text, key).not.toMatch(/(?<![\d.,])(6 haneli|en az 8 karakter|365 gün)/);
    }
    for (const [key, text] of Object.entries(DICTIONARIES.en)) {
      expect(text, key).not.toMatch(/(?<![\d.,])(6-digit|at least 8 characters|365 days)/);
    }
    const tr = translator('tr');
    expect(tr('settings.password.description')).toContain(`en az ${PASSWORD_MIN_LENGTH} karakter`);
    expect(tr('settings.language.hint')).toContain(`${LOCALE_COOKIE_DAYS} gün`);
    expect(tr('account.code.sentToPhone')).toContain(`${VERIFICATION_CODE_LENGTH} haneli`);
    expect(translator('en')('account.code.sentToPhone')).toContain(`${VERIFICATION_CODE_LENGTH}-digit`);
  });

  it.each(LOCALES)('every text naming a rule renders it with no leftover parameter (%s)', (locale) => {
    const t = translator(locale);
    const keys = (Object.keys(DICTIONARIES[locale]) as TMessageKey[]).filter((key) =>
      namesRule(DICTIONARIES[locale][key]),
    );
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const rendered = t(key, { count: 3, max: 10, email: 'a@b.c' });
      for (const name of RULE_NAMES) expect(rendered, key).not.toContain(`{${name}}`);
    }
    expect(t('home.title')).toContain(String(MATCHED_AGENCIES_PER_PROJECT));
    expect(t('home.title')).toContain(String(OFFER_WINDOW_HOURS));
  });

  it.each(LOCALES)('changing a rule changes the text (%s)', (locale) => {
    const source = DICTIONARIES[locale]['home.title'];
    const changed = formatMessage(source, { ...ruleParams(locale), maxAgencies: 7, offerWindowHours: 48 });
    expect(changed).toContain('7');
    expect(changed).toContain('48');
    expect(changed).not.toBe(translator(locale)('home.title'));
    // A call's own params win over the rules.
    expect(translator(locale)('home.title', { maxAgencies: 9 })).toContain('9');
  });

  it.each(LOCALES)('the long-form pages have the rules filled in (%s)', (locale) => {
    const pages = [about, howItWorks, join, ...Object.values(legalPages)].map((page) =>
      JSON.stringify(page[locale]),
    );
    // Only the marketplace's figures stay: the page fills them in from GET SearchProvider/figures.
    for (const page of pages) {
      expect(page.replace(/\{(agencies|brands|categories)\}/g, '')).not.toMatch(/\{[a-zA-Z]+\}/);
    }
    expect(JSON.stringify(howItWorks[locale])).toContain(
      locale === 'tr' ? `${MATCHED_AGENCIES_PER_PROJECT} ajans` : `${MATCHED_AGENCIES_PER_PROJECT} agencies`,
    );
  });
});

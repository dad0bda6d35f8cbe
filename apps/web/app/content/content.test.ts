import { describe, expect, it } from 'vitest';
import { about } from './about.ts';
import type { TLegalPage, TLocalized, TMarketingPage } from './content-types.ts';
import { howItWorks } from './how-it-works.ts';
import { join } from './join.ts';
import { legalPages } from './legal.ts';

const TURKISH_CHARS = /[çğıöşüÇĞİÖŞÜ]/;
/** Unicode-aware word boundaries: JavaScript's \b treats Turkish letters as non-word characters. */
const PLACEHOLDER = /lorem|ipsum|(?<!\p{L})(todo|tbd|fixme)(?!\p{L})|xxx|\{\{|\}\}|\$\{/iu;
const LEAKED_VALUE = /(?<!\p{L})(undefined|null|NaN)(?!\p{L})/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Common Turkish function words that must not leak into the English copy. */
const TURKISH_WORDS = /(?<!\p{L})(ve|bir|ile|için|veya|olarak)(?!\p{L})/iu;

const marketingPages: Record<
  string,
  { page: TLocalized<TMarketingPage>; minBlocks: number; minFaqs: number }
> = {
  howItWorks: { page: howItWorks, minBlocks: 4, minFaqs: 6 },
  about: { page: about, minBlocks: 5, minFaqs: 0 },
  join: { page: join, minBlocks: 4, minFaqs: 5 },
};

function marketingTexts(page: TMarketingPage): string[] {
  return [
    page.title,
    page.lead,
    ...page.blocks.flatMap((block) => [
      block.heading,
      block.text ?? '',
      ...(block.steps ?? []).flatMap((step) => [step.title, step.text]),
      ...(block.features ?? []).flatMap((feature) => [feature.title, feature.text]),
      ...(block.stats ?? []).flatMap((stat) => [stat.value, stat.label]),
    ]),
    ...(page.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]),
    page.cta.heading,
    page.cta.text,
    page.cta.button,
  ].filter((text) => text !== '');
}

function legalTexts(page: TLegalPage): string[] {
  return [
    page.title,
    page.updated,
    page.intro,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
    ]),
  ];
}

function expectCleanText(texts: string[]): void {
  for (const text of texts) {
    expect(text.trim(), 'text must not be blank').not.toBe('');
    expect(text, 'no leading or trailing whitespace').toBe(text.trim());
    expect(text, 'no double spaces').not.toMatch(/ {2}/);
    expect(text, 'no placeholder text').not.toMatch(PLACEHOLDER);
    expect(text, 'no leaked runtime value').not.toMatch(LEAKED_VALUE);
    expect(text, 'no emoji').not.toMatch(EMOJI);
  }
}

describe.each(Object.entries(marketingPages))('marketing page %s', (_name, { page, minBlocks, minFaqs }) => {
  it.each(['tr', 'en'] as const)('%s has a title, a lead, enough blocks and a call to action', (locale) => {
    const copy = page[locale];
    expect(copy.title.trim()).not.toBe('');
    expect(copy.lead.trim()).not.toBe('');
    expect(copy.blocks.length).toBeGreaterThanOrEqual(minBlocks);
    expect(copy.faqs?.length ?? 0).toBeGreaterThanOrEqual(minFaqs);
    expect(copy.cta.heading.trim()).not.toBe('');
    expect(copy.cta.text.trim()).not.toBe('');
    expect(copy.cta.button.trim()).not.toBe('');
  });

  it.each(['tr', 'en'] as const)('%s has no empty block', (locale) => {
    for (const block of page[locale].blocks) {
      expect(block.heading.trim()).not.toBe('');
      const items = (block.steps?.length ?? 0) + (block.features?.length ?? 0) + (block.stats?.length ?? 0);
      expect(Boolean(block.text?.trim()) || items > 0, `block "${block.heading}" has no content`).toBe(true);
    }
  });

  it.each(['tr', 'en'] as const)('%s text is clean', (locale) => {
    expectCleanText(marketingTexts(page[locale]));
  });

  it('Turkish copy is written in Turkish and English copy in English', () => {
    const tr = page.tr;
    expect(`${tr.title} ${tr.lead}`).toMatch(TURKISH_CHARS);
    for (const block of tr.blocks) {
      expect(marketingTexts({ ...tr, blocks: [block], faqs: [] }).join(' ')).toMatch(TURKISH_CHARS);
    }
    for (const faq of tr.faqs ?? []) expect(`${faq.question} ${faq.answer}`).toMatch(TURKISH_CHARS);
    for (const text of marketingTexts(page.en)) expect(text).not.toMatch(TURKISH_WORDS);
  });

  it('Turkish and English versions have the same structure', () => {
    const { tr, en } = page;
    expect(en.blocks.length).toBe(tr.blocks.length);
    expect(en.faqs?.length ?? 0).toBe(tr.faqs?.length ?? 0);
    tr.blocks.forEach((block, index) => {
      const other = en.blocks[index]!;
      expect(Boolean(other.text), `block ${index} text`).toBe(Boolean(block.text));
      expect(other.steps?.length ?? 0, `block ${index} steps`).toBe(block.steps?.length ?? 0);
      expect(other.features?.length ?? 0, `block ${index} features`).toBe(block.features?.length ?? 0);
      expect(other.stats?.length ?? 0, `block ${index} stats`).toBe(block.stats?.length ?? 0);
    });
  });
});

describe('about page stats', () => {
  it.each(['tr', 'en'] as const)('%s quotes the counted figures, never hard-coded ones', (locale) => {
    const values = about[locale].blocks.flatMap((block) => block.stats ?? []).map((stat) => stat.value);
    expect(values).toEqual(expect.arrayContaining(['{brands}', '{agencies}', '{categories}']));
    expect(values.some((value) => value.startsWith('24'))).toBe(true);
  });
});

describe('join page pricing facts', () => {
  it.each(['tr', 'en'] as const)('%s names the packages and their category rights', (locale) => {
    const text = marketingTexts(join[locale]).join(' ');
    for (const fact of ['Lite', 'Growth', 'Elite', '1000 TL', '30', 'leadcoin']) expect(text).toContain(fact);
    expect(text).toMatch(/Lite 2/);
    expect(text).toMatch(/Growth 7/);
    expect(text).toMatch(/Elite 12/);
  });
});

describe.each(Object.entries(legalPages))('legal page %s', (_name, page) => {
  it.each(['tr', 'en'] as const)('%s has a title, date, intro and 6 to 12 sections', (locale) => {
    const copy = page[locale];
    expect(copy.title.trim()).not.toBe('');
    expect(copy.updated).toMatch(locale === 'tr' ? /^Son güncelleme: / : /^Last updated: /);
    expect(copy.intro.trim()).not.toBe('');
    expect(copy.sections.length).toBeGreaterThanOrEqual(6);
    expect(copy.sections.length).toBeLessThanOrEqual(12);
  });

  it.each(['tr', 'en'] as const)('%s has no section without paragraphs', (locale) => {
    for (const section of page[locale].sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length, `section "${section.heading}"`).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe('');
      if (section.bullets) expect(section.bullets.length).toBeGreaterThan(0);
    }
  });

  it.each(['tr', 'en'] as const)('%s text is clean', (locale) => {
    expectCleanText(legalTexts(page[locale]));
  });

  it('Turkish copy is written in Turkish and English copy in English', () => {
    expect(`${page.tr.title} ${page.tr.intro}`).toMatch(TURKISH_CHARS);
    for (const section of page.tr.sections) {
      expect([section.heading, ...section.paragraphs, ...(section.bullets ?? [])].join(' ')).toMatch(
        TURKISH_CHARS,
      );
    }
    for (const text of legalTexts(page.en)) expect(text).not.toMatch(TURKISH_WORDS);
  });

  it('Turkish and English versions have the same structure', () => {
    const { tr, en } = page;
    expect(en.sections.length).toBe(tr.sections.length);
    tr.sections.forEach((section, index) => {
      const other = en.sections[index]!;
      expect(other.paragraphs.length, `section ${index} paragraphs`).toBe(section.paragraphs.length);
      expect(other.bullets?.length ?? 0, `section ${index} bullets`).toBe(section.bullets?.length ?? 0);
    });
  });
});

describe('legal facts', () => {
  it('the cookie policy lists every cookie the product sets, with its lifetime', () => {
    for (const locale of ['tr', 'en'] as const) {
      const text = legalTexts(legalPages.cookiePolicy[locale]).join(' ');
      for (const cookie of ['language', 'country', 'auth_token', 'sessionId', 'trackingId']) {
        expect(text).toContain(cookie);
      }
      expect(text).toMatch(/365/);
      expect(text).toMatch(/25/);
    }
  });

  it('every legal page names the company, and the contact addresses appear where needed', () => {
    for (const page of Object.values(legalPages)) {
      for (const locale of ['tr', 'en'] as const) {
        const text = legalTexts(page[locale]).join(' ');
        expect(text).toMatch(/Brifa/);
      }
    }
    for (const locale of ['tr', 'en'] as const) {
      const clarification = legalTexts(legalPages.clarificationText[locale]).join(' ');
      expect(clarification).toContain('Brifa Teknoloji A.Ş.');
      expect(clarification).toContain('kvkk@brifa.com.tr');
      expect(clarification).toContain('Maslak');
      const terms = legalTexts(legalPages.termsOfUse[locale]).join(' ');
      expect(terms).toMatch(/İstanbul/);
    }
  });
});

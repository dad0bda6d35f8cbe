import type { TLocale } from '@brifa/contracts';

/** Long-form page copy lives in app/content/*.ts as one object per language, rendered by shared components. */
export type TLocalized<T> = Record<TLocale, T>;

export type TTextSection = {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
};

/** Legal and policy pages: cookie, privacy, terms of use, contract and rules, clarification text. */
export type TLegalPage = {
  title: string;
  /** e.g. "Son güncelleme: 1 Kasım 2026" / "Last updated: 1 November 2026" */
  updated: string;
  /** One short paragraph under the title. */
  intro: string;
  sections: TTextSection[];
};

export type TFeature = { title: string; text: string };
export type TStep = { title: string; text: string };
export type TFaq = { question: string; answer: string };
export type TStat = { value: string; label: string };

/** Marketing pages: how it works, about, join (get listed). */
export type TMarketingPage = {
  title: string;
  /** Shown under the title, one or two sentences. */
  lead: string;
  /** Optional numbered steps (how it works has two tracks, so it uses blocks). */
  blocks: Array<{
    heading: string;
    text?: string;
    steps?: TStep[];
    features?: TFeature[];
    stats?: TStat[];
  }>;
  faqs?: TFaq[];
  cta: { heading: string; text: string; button: string };
};

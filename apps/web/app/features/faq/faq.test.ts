import {
  formatLira,
  LOCALES,
  PROJECT_VIEW_FEE_KURUS,
  WALLET_TOP_UP_MINIMUM_KURUS,
  WON_REFUND_FEE_MULTIPLIER,
} from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_TOPICS, faqItems } from '../../content/faq.ts';
import { foldForSearch, searchFaq } from './faq-search.ts';

const answer = (locale: 'tr' | 'en', page: 'public' | 'provider', id: string) =>
  faqItems(locale, page).find((item) => item.id === id)?.answer ?? '';

describe('the FAQ', () => {
  it('asks the same questions in both languages, on every topic', () => {
    expect(FAQ.en.map((item) => [item.id, item.topic, item.audience])).toEqual(
      FAQ.tr.map((item) => [item.id, item.topic, item.audience]),
    );
    for (const topic of FAQ_TOPICS) expect(FAQ.tr.some((item) => item.topic === topic)).toBe(true);
  });

  it.each(LOCALES)(
    'quotes the fee, the refund multiple and the top-up minimum from the rules (%s)',
    (locale) => {
      const fee = formatLira(PROJECT_VIEW_FEE_KURUS / 100, locale);
      expect(answer(locale, 'provider', 'view-fee')).toContain(fee);
      expect(answer(locale, 'public', 'client-cost')).toContain(fee);
      expect(answer(locale, 'provider', 'won-refund')).toContain(String(WON_REFUND_FEE_MULTIPLIER));
      expect(answer(locale, 'provider', 'won-refund')).toContain(
        formatLira((PROJECT_VIEW_FEE_KURUS * WON_REFUND_FEE_MULTIPLIER) / 100, locale),
      );
      expect(answer(locale, 'provider', 'top-up')).toContain(
        formatLira(WALLET_TOP_UP_MINIMUM_KURUS / 100, locale),
      );
      for (const page of ['public', 'provider'] as const) {
        expect(JSON.stringify(faqItems(locale, page))).not.toMatch(/\{[a-zA-Z]+\}/);
      }
    },
  );

  it('writes none of those figures into the copy itself', () => {
    const source = JSON.stringify(FAQ);
    for (const figure of ['500', '1000', '1.000', '2.500', '2500', '5 kat', '5 times']) {
      expect(source).not.toContain(figure);
    }
  });

  it('shows clients the clients’ questions and agencies the agencies’', () => {
    const publicIds = faqItems('tr', 'public').map((item) => item.id);
    const providerIds = faqItems('tr', 'provider').map((item) => item.id);
    expect(publicIds).toContain('client-cost');
    expect(publicIds).not.toContain('top-up');
    expect(providerIds).toContain('top-up');
    expect(providerIds).not.toContain('client-cost');
  });

  it('finds answers by every word, without Turkish accents or case mattering', () => {
    const items = faqItems('tr', 'provider');
    expect(foldForSearch('İADE Ücret')).toBe('iade ucret');
    expect(searchFaq(items, 'ucret').map((item) => item.id)).toContain('view-fee');
    expect(searchFaq(items, 'GÖRÜNTÜLEME ücret').map((item) => item.id)).toEqual([
      'won-refund',
      'dismiss-refund',
    ]);
    expect(searchFaq(items, 'kripto')).toEqual([]);
    expect(searchFaq(items, '  ')).toHaveLength(items.length);
  });
});

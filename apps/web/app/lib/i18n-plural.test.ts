import { formatMessage } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.ts';
import { translator } from './i18n.tsx';

describe('plurals (issue 16: "1 reviews")', () => {
  const tEn = translator('en');
  const tTr = translator('tr');

  it('says "1 review" and "2 reviews" in English, "1 değerlendirme" in Turkish', () => {
    expect(tEn('directory.card.reviews', { count: 1 })).toBe('1 review');
    expect(tEn('directory.card.reviews', { count: 2 })).toBe('2 reviews');
    expect(tEn('directory.card.reviews', { count: 0 })).toBe('0 reviews');
    expect(tTr('directory.card.reviews', { count: 1 })).not.toMatch(/[{}]/);
    expect(tEn('agencyProfile.rating', { rating: '4.5', count: 1 })).toBe(
      'Rated 4.5 out of 5 from 1 verified review',
    );
    expect(tEn('directory.filters.ratingOption', { stars: 1 })).toBe('1 star and up');
    expect(tEn('opportunities.pool.responses', { count: 1 })).toBe('1 agency responded');
    expect(tEn('projects.offerCount', { count: 1 })).toBe('1 offer');
    expect(tEn('opportunities.quote.days', { days: 1 })).toBe('1 day');
    expect(tEn('clientOffers.quote.duration', { days: 1 })).toBe('Delivered in 1 day');
  });

  it('leaves no English text saying "1 <plural noun>" for a count of one', () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      // (days stays a rule's value here: only the counts a screen passes are set to one)
      const text = tEn(key, { count: 1, stars: 1, attempts: 1, points: 1 });
      expect(text, key).not.toMatch(
        /\b1 (reviews|agencies|offers|services|days|stars|messages|notifications|fields|contacts|places|projects|people|attempts|points)\b/,
      );
      expect(text, key).not.toMatch(/\{(count|stars|attempts|points), plural,/);
    }
  });

  it("formats a plural with the locale's rules and =N branches", () => {
    const text = '{n, plural, =0 {none} one {# item} other {# items}}';
    expect(formatMessage(text, { n: 0 }, 'en')).toBe('none');
    expect(formatMessage(text, { n: 1 }, 'en')).toBe('1 item');
    expect(formatMessage(text, { n: 3 }, 'en')).toBe('3 items');
    expect(formatMessage(text, {}, 'en')).toBe(text);
  });

  it('writes the counted number per language', () => {
    const text = '{n, plural, one {# item} other {# items}}';
    expect(formatMessage(text, { n: 1250 }, 'en')).toBe('1,250 items');
    expect(formatMessage(text, { n: 1250 }, 'tr')).toBe('1.250 items');
  });
});

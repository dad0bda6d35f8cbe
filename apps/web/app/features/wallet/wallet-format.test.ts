import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n.tsx';
import { entryDescription, entryLabelKey } from './wallet-format.ts';

const gift = { Reason: 'seed_gift', Type: 'gift', OfferKey: null };

describe('wallet entry description (issue 16: "Hoş geldin hediyesi / Welcome gift")', () => {
  it('does not repeat the label in both languages under the reader-language label', () => {
    expect(entryDescription({ ...gift, Description: 'Hoş geldin hediyesi / Welcome gift' })).toBeNull();
    expect(entryDescription({ ...gift, Description: 'Hoş geldin hediyesi' })).toBeNull();
    expect(entryDescription({ ...gift, Description: 'Welcome gift' })).toBeNull();
    expect(entryDescription({ ...gift, Description: '' })).toBeNull();
    const key = entryLabelKey(gift);
    expect(key && translator('en')(key)).toBe('Welcome gift');
    expect(key && translator('tr')(key)).toBe('Hoş geldin hediyesi');
  });

  it('keeps an operator note and hides a refund description that is only the project key', () => {
    expect(entryDescription({ ...gift, Reason: 'grant', Description: 'Kampanya telafisi' })).toBe(
      'Kampanya telafisi',
    );
    expect(
      entryDescription({ Reason: 'refund_won', Type: 'leadcoin', OfferKey: 'ABC123', Description: 'ABC123' }),
    ).toBeNull();
  });
});

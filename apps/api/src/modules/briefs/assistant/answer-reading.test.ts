import { describe, expect, it } from 'vitest';
import { matchOption, matchOptions, readBudget, readDate, readYesNo } from './answer-reading.ts';

describe('reading typed answers', () => {
  it('reads amounts as a client writes them, a range at its upper end', () => {
    expect(readBudget('50.000 TL')).toBe('50000');
    expect(readBudget('50,000')).toBe('50000');
    expect(readBudget('75 bin lira')).toBe('75000');
    expect(readBudget('1,5 milyon')).toBe('1500000');
    expect(readBudget('around 40-60k')).toBe('60000');
    expect(readBudget('₺250000')).toBe('250000');
    expect(readBudget('not sure yet')).toBeNull();
  });

  it('reads real calendar days only', () => {
    expect(readDate('15.03.2027')).toBe('2027-03-15');
    expect(readDate('5/3/2027')).toBe('2027-03-05');
    expect(readDate('2027-03-15')).toBe('2027-03-15');
    expect(readDate('31.02.2027')).toBeNull();
    expect(readDate('next spring')).toBeNull();
  });

  it('matches option names without Turkish letters or case, and the longest name named', () => {
    const cities = [
      { key: '34', names: ['İstanbul'] },
      { key: '35', names: ['İzmir'] },
      { key: '6', names: ['Ankara'] },
    ];
    expect(matchOption('izmir', cities)).toBe('35');
    expect(matchOption('Biz İstanbul’dayız', cities)).toBe('34');
    expect(matchOption('Paris', cities)).toBeNull();
    const sizes = [
      { key: 'large', names: ['Büyük şirket', 'Large company'] },
      { key: 'sme', names: ['KOBİ', 'SME'] },
    ];
    expect(matchOption('kobi', sizes)).toBe('sme');
    expect(matchOption('a large company', sizes)).toBe('large');
    expect(matchOptions('Ankara ve izmir', cities)).toEqual(['6', '35']);
  });

  it('reads yes and no in both languages', () => {
    expect(readYesNo('Evet, benim')).toBe(true);
    expect(readYesNo('hayır')).toBe(false);
    expect(readYesNo('Yes')).toBe(true);
    expect(readYesNo('maybe')).toBeNull();
  });
});

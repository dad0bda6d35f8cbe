import { describe, expect, it } from 'vitest';
import { technologiesIn } from './technology-mentions.ts';

const CATALOGUE = [
  { id: 1, name: 'React' },
  { id: 9, name: 'Node.js' },
  { id: 11, name: '.NET' },
  { id: 18, name: 'Go' },
  { id: 24, name: 'React Native' },
  { id: 30, name: 'C++' },
];

describe('technologies named in a brief', () => {
  it('finds whole names in any case, beside punctuation and Turkish suffixes after an apostrophe', () => {
    expect(technologiesIn("Arka uç node.js, ön yüz React'le yazıldı; .net de var.", CATALOGUE)).toEqual([
      1, 9, 11,
    ]);
    expect(technologiesIn('Bir REACT NATIVE uygulaması', CATALOGUE)).toEqual([1, 24]);
    expect(technologiesIn('C++ ile gömülü yazılım', CATALOGUE)).toEqual([30]);
  });

  it('does not find a name inside another word', () => {
    expect(technologiesIn('Reactive bir tasarım, Nodejs değil, ve gonderim', CATALOGUE)).toEqual([]);
    expect(technologiesIn('İşletmemiz Türkçe ürünler satıyor', CATALOGUE)).toEqual([]);
  });

  it('takes names of three letters or fewer only as written', () => {
    expect(technologiesIn('Servisler Go ile yazıldı', CATALOGUE)).toEqual([18]);
    expect(technologiesIn('go to market planı', CATALOGUE)).toEqual([]);
  });

  it('finds a name that appears again later as a whole word after a first embedded hit', () => {
    expect(technologiesIn('Preact değil, React', CATALOGUE)).toEqual([1]);
  });
});

import type { TFaqItem } from '../../content/faq.ts';

const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Lower case without Turkish accents, so "ucret" finds "ücret" and "IADE" finds "iade". */
export function foldForSearch(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase()
    .replace(/i̇|[çğıöşüâîû]/g, (letter) => FOLD[letter] ?? letter);
}

/** The questions whose question or answer holds every word of the query (all of them for an empty query). */
export function searchFaq(items: TFaqItem[], query: string): TFaqItem[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const text = foldForSearch(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
}

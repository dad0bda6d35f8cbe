/** A letter or a digit: what may not touch a technology's name for it to count as a whole word. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function touchesWord(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1] : undefined;
  const after = end < text.length ? text[end] : undefined;
  return (
    (before !== undefined && WORD_CHARACTER.test(before)) ||
    (after !== undefined && WORD_CHARACTER.test(after))
  );
}

function containsWord(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!touchesWord(text, at, at + name.length)) return true;
  }
  return false;
}

/**
 * Technologies named in a text: whole words, case-insensitive; names of 3 letters or fewer ("Go") only as
 * written. Plain string search with one shared character test: building a Unicode regular expression per
 * technology and brief cost ~55 ms whenever V8's regexp cache had been emptied by a garbage collection,
 * which was most of matchOffer's p95.
 */
export function technologiesIn(text: string, catalogue: readonly { id: number; name: string }[]): number[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  return catalogue
    .filter(({ name }) =>
      name.length <= 3 ? containsWord(text, name) : containsWord(lower, name.toLowerCase()),
    )
    .map(({ id }) => id);
}

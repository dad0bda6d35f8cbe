/** Turkish-aware ASCII forms of names, for slugs and e-mail local parts. */
const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
  â: 'a',
  Â: 'a',
  î: 'i',
  Î: 'i',
  û: 'u',
  Û: 'u',
};

/** Lower-case ASCII: Turkish letters are mapped by hand because toLowerCase turns İ into i plus a dot. */
export function toAsciiLower(text: string): string {
  return text.replace(/[çÇğĞıİöÖşŞüÜâÂîÎûÛ]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter).toLowerCase();
}

/** "Dönüşüm Fabrikası" -> "donusum-fabrikasi" */
export function slugify(text: string): string {
  return toAsciiLower(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

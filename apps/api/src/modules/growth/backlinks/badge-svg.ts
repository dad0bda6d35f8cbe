import type { TLocale } from '@brifa/contracts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const WORDS = {
  tr: { verified: 'Brifa’da doğrulanmış ajans', rating: 'puan', noRating: 'Henüz değerlendirme yok' },
  en: { verified: 'Verified agency on Brifa', rating: 'rating', noRating: 'No reviews yet' },
} as const;

/**
 * The agency's badge (issue 21 item 3): its name and rating on Brifa's colours, 240×64, text only (no fonts or
 * images to load). The rating is the one the profile shows; an agency without reviews says so.
 */
export function badgeSvg(input: {
  name: string;
  rating: number;
  reviewCount: number;
  locale: TLocale;
}): string {
  const words = WORDS[input.locale];
  const name = input.name.length > 28 ? `${input.name.slice(0, 27)}…` : input.name;
  const rating =
    input.reviewCount > 0
      ? `★ ${input.rating.toLocaleString(input.locale === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ${words.rating} · ${input.reviewCount}`
      : words.noRating;
  const label = `${words.verified}: ${input.name}, ${rating}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    '<rect width="240" height="64" rx="10" fill="#3b2f8f"/>',
    '<rect x="8" y="8" width="48" height="48" rx="8" fill="#ffffff"/>',
    '<text x="32" y="40" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#3b2f8f">B</text>',
    `<text x="66" y="22" font-family="Arial, sans-serif" font-size="10" fill="#d9d4ff">${escapeXml(words.verified)}</text>`,
    `<text x="66" y="39" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`,
    `<text x="66" y="54" font-family="Arial, sans-serif" font-size="11" fill="#ffd66b">${escapeXml(rating)}</text>`,
    '</svg>',
  ].join('');
}

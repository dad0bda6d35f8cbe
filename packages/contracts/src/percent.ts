import type { TLocale } from './locale.ts';
import { numberFormat } from './money.ts';

/**
 * A share (0..1) as a percentage: %80,5 (tr), 80.5% (en). Apart from money.ts, which the public pages' shell
 * bundles whole: only the operator console writes percentages.
 */
export function formatPercent(
  share: number,
  locale: TLocale,
  options: { maximumFractionDigits?: number } = {},
): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: options.maximumFractionDigits ?? 1,
  }).format(share);
}

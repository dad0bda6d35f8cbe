import type { TLocale } from '@brifa/contracts';
import { formatNumber } from './money.ts';

export function fileSize(bytes: number, locale: TLocale): string {
  const format = (n: number) => formatNumber(n, locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / 1024 / 1024)} MB`;
}

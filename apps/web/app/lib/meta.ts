import { BRANDS, type TBrand, type TLocale } from '@brifa/contracts';

type TMatchLike = { id: string; data?: unknown } | undefined;

/** Locale and brand from the root match, for route `meta` functions. */
export function rootMeta(matches: readonly TMatchLike[]): { locale: TLocale; brand: TBrand } {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { locale?: TLocale; brand?: TBrand }
    | undefined;
  return { locale: root?.locale ?? 'tr', brand: root?.brand ?? BRANDS.main };
}

export function pageTitle(title: string, brand: TBrand): string {
  return `${title} · ${brand.name}`;
}

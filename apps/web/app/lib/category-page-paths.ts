import type { TLocale } from '@brifa/contracts';
import { categoryPageOf, categoryPagePath } from '@brifa/contracts/category-pages';
import { localeFromPath, pathInLocale } from './public-paths.ts';

/**
 * The category and city pages' paths (issue 21 item 9: `/<slug>`, `/<city>/<slug>`), kept out of public-paths.ts
 * so that every page's shell does not carry all the categories' slugs: the server (locale, language switch) and
 * the lazy language switch use these.
 */
export function categoryPageAt(pathname: string) {
  // A client navigation's data request (`/<slug>.data`) speaks the page's language too.
  const parts = pathname
    .toLowerCase()
    .replace(/\.data$/, '')
    .split('/')
    .filter(Boolean);
  if (parts.length < 1 || parts.length > 2) return undefined;
  const page = categoryPageOf(parts[parts.length - 1]!);
  return page ? { ...page, citySlug: parts.length === 2 ? parts[0]! : null } : undefined;
}

/** The language a path implies, category pages included. */
export function localeOfPath(pathname: string): TLocale | undefined {
  return localeFromPath(pathname) ?? categoryPageAt(pathname)?.locale;
}

/** The same page in the other language, category pages included. */
export function pathInLanguage(pathname: string, locale: TLocale): string {
  const category = categoryPageAt(pathname);
  return category
    ? categoryPagePath(category.key, locale, category.citySlug)
    : pathInLocale(pathname, locale);
}

import { isSafeReturnPath, type TLocale } from '@brifa/contracts';
import { redirect } from 'react-router';
import { pathInLanguage } from '../lib/category-page-paths.ts';
import { languageCookie } from '../lib/use-switch-language.ts';
import type { Route } from './+types/language';

/**
 * GET /language/<tr|en>?next=<path>: the language switch as a plain link, so that it works before the page has
 * hydrated and without JavaScript. Stores the choice in the `language` cookie and redirects to the same page in
 * that language (its other-language path when it has one, the same path and query otherwise). `next` must be a
 * path on this site (contracts isSafeReturnPath), else the home page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale: TLocale = params.locale === 'en' ? 'en' : 'tr';
  const next = new URL(request.url).searchParams.get('next');
  const current = new URL(isSafeReturnPath(next) ? next : '/', 'http://localhost');
  const target = pathInLanguage(current.pathname, locale);
  const location = target === current.pathname ? `${target}${current.search}` : target;
  return redirect(location, {
    status: 303,
    headers: { 'Set-Cookie': languageCookie(locale), 'Cache-Control': 'no-store' },
  });
}

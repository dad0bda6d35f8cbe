import { isLocale, type TLocale } from '@brifa/contracts';
import { publicUrl, type TDeps } from '../../platform/deps.ts';
import { enqueue } from '../outbox/outbox.service.ts';
import { TEMPLATES, type TRendered } from '../outbox/templates.ts';
import type { TUserRow } from './users/users.repo.ts';

/** The web's account pages that account e-mails and SMS link to, in the reader's language. */
const PAGES = {
  login: { tr: '/giris', en: '/login' },
  forgotPassword: { tr: '/sifremi-unuttum', en: '/forget-password' },
} as const satisfies Record<string, Record<TLocale, string>>;

export function accountPageLink(deps: Pick<TDeps, 'config'>, page: keyof typeof PAGES, locale: TLocale) {
  return `${publicUrl(deps.config)}${PAGES[page][locale]}`;
}

/** The account-safety e-mails that go to the login address with the way back (reset the password). */
type TWayBackTemplate = 'passwordChanged' | 'phoneChanged' | 'loginLocked';

/**
 * Tells the owner, at the login address and in their language, that something about the account changed,
 * with the forgot-password link as the way back if it was not them.
 */
export async function emailOwnerWithWayBack<K extends TWayBackTemplate>(
  deps: TDeps,
  owner: Pick<TUserRow, 'email' | 'name' | 'language'>,
  template: K,
  params: Omit<Parameters<(typeof TEMPLATES)[K]>[1], 'name' | 'link'>,
  dedupeKey?: string,
): Promise<void> {
  const locale = isLocale(owner.language) ? owner.language : 'tr';
  // One signature for the three templates: each takes the owner's name, the link and its own fields.
  const render = TEMPLATES[template] as (locale: TLocale, p: Record<string, unknown>) => TRendered;
  await enqueue(deps, {
    channel: 'email',
    to: owner.email,
    template,
    locale,
    rendered: render(locale, {
      ...params,
      name: owner.name,
      link: accountPageLink(deps, 'forgotPassword', locale),
    }),
    ...(dedupeKey ? { dedupeKey } : {}),
  });
}

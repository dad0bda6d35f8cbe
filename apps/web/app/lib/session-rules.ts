import { isSafeReturnPath, type TSessionUser } from '@brifa/contracts';
import { APP_PATHS, GUEST_ONLY_PATHS, RETURN_PATH_PARAM } from './app-paths.ts';

/**
 * The session rules of spec/product.md sections 4 and 6, as pure functions so each one is unit-tested and the
 * layouts (server loaders and client) apply exactly the same logic.
 */
export type TLayoutKind = 'default' | 'client' | 'agency';

type TRuleUser = Pick<
  TSessionUser,
  | 'IsClient'
  | 'IsProvider'
  | 'TotalDebt'
  | 'CommissionDebt'
  | 'IsHaveMissingDataOffer'
  | 'IsPhoneVerified'
  | 'InitialPasswordHasSet'
  | 'FirstPackageCategoryCount'
>;

/** Pages that stay reachable while an offer misses data. */
const MISSING_DATA_WHITELIST = ['/apply-credit', '/credit-rating-result'];

function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();
}

/** A non-client is treated as a provider (spec section 6). */
export function isClientUser(user: Pick<TRuleUser, 'IsClient'>): boolean {
  return user.IsClient;
}

export function homePathFor(user: Pick<TRuleUser, 'IsClient'>): string {
  return isClientUser(user) ? APP_PATHS.clientHome : APP_PATHS.providerHome;
}

export function loginPathWithReturn(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  return isSafeReturnPath(target) && !samePath(pathname, '/')
    ? `${APP_PATHS.login}?${RETURN_PATH_PARAM}=${encodeURIComponent(target)}`
    : APP_PATHS.login;
}

/**
 * Where a layout sends the visitor before rendering `pathname`, or null to stay.
 * Order matters and follows the spec: role areas, then missing offer data (only without debt),
 * then an unverified phone, then (client area only) an unset initial password.
 */
export function layoutRedirect(input: {
  layout: TLayoutKind;
  user: TRuleUser | null;
  pathname: string;
  search?: string;
}): string | null {
  const { layout, user, pathname } = input;
  if (!user) return layout === 'default' ? null : loginPathWithReturn(pathname, input.search);

  if (layout === 'client' && !isClientUser(user)) return APP_PATHS.providerHome;
  if (layout === 'agency' && isClientUser(user)) return APP_PATHS.clientHome;

  const whitelisted = MISSING_DATA_WHITELIST.some((path) => samePath(path, pathname));
  if (user.TotalDebt === 0 && user.IsHaveMissingDataOffer && !whitelisted) {
    return samePath(pathname, APP_PATHS.projectComplete) ? null : APP_PATHS.projectComplete;
  }
  if (!user.IsPhoneVerified) {
    return samePath(pathname, APP_PATHS.needComplete) ? null : APP_PATHS.needComplete;
  }
  if (layout === 'client' && !user.InitialPasswordHasSet) {
    return samePath(pathname, APP_PATHS.needPassword) ? null : APP_PATHS.needPassword;
  }
  return null;
}

/** A signed-in user on a guest-only page goes home, or back to a saved path when that path is safe. */
export function guestPageRedirect(
  user: TRuleUser | null,
  savedPath: string | null | undefined,
): string | null {
  if (!user) return null;
  return isSafeReturnPath(savedPath) ? savedPath : homePathFor(user);
}

/** The home page ("/") sends signed-in users to their own home. */
export function homePageRedirect(user: TRuleUser | null): string | null {
  return user ? homePathFor(user) : null;
}

/**
 * The persistent debt notice with its pay-now link: /need-to-pay when any of the debt is overdue commission
 * (issue 20, the earlier model; that page pays every overdue debt), else the subscription-payment page.
 */
export function debtNotice(user: TRuleUser | null): { payPath: string } | null {
  if (!user || user.TotalDebt <= 0) return null;
  return { payPath: user.CommissionDebt > 0 ? APP_PATHS.needToPay : APP_PATHS.needSubscriptionPayment };
}

/** Chat, agreement NPS, agreement document and offer feedback popups appear only without debt. */
export function canShowSessionPopups(user: TRuleUser | null): boolean {
  return !!user && user.TotalDebt === 0;
}

/**
 * Where the agency's agreement-document pop-up asks (decisions.md, issue 20): on the agreed project's own pages,
 * where it is clear which agreement it means; the wallet lists every agreement with its own button, and the rest
 * of the panel stays usable.
 */
export function asksAgreementDocumentsHere(pathname: string, offerKey: string): boolean {
  return pathname.startsWith(`/provider/projects/${offerKey}/`);
}

/** Shown only on /provider/offers when the first package subscription has no category chosen. */
export function categoryReminder(user: TRuleUser | null, pathname: string): { path: string } | null {
  if (!user || isClientUser(user) || !samePath(pathname, APP_PATHS.providerHome)) return null;
  return user.FirstPackageCategoryCount === 0 ? { path: APP_PATHS.premiumSubscription } : null;
}

/** A 401 signs out and goes to /redirect, except on the login and register pages. */
export function shouldRedirectOn401(pathname: string): boolean {
  return !GUEST_ONLY_PATHS.some((path) => samePath(path, pathname));
}

import { describe, expect, it } from 'vitest';
import {
  asksAgreementDocumentsHere,
  canShowSessionPopups,
  categoryReminder,
  debtNotice,
  guestPageRedirect,
  homePageRedirect,
  layoutRedirect,
  shouldRedirectOn401,
} from './session-rules.ts';

const client = {
  IsClient: true,
  IsProvider: false,
  TotalDebt: 0,
  CommissionDebt: 0,
  IsHaveMissingDataOffer: false,
  IsPhoneVerified: true,
  InitialPasswordHasSet: true,
  FirstPackageCategoryCount: null,
};
const provider = { ...client, IsClient: false, IsProvider: true, FirstPackageCategoryCount: 3 };

describe('layout redirects', () => {
  it('sends a logged-out visitor of a private area to login with a return path, and leaves public pages alone', () => {
    expect(layoutRedirect({ layout: 'client', user: null, pathname: '/client/my-projects' })).toBe(
      '/login?returnUrl=%2Fclient%2Fmy-projects',
    );
    expect(
      layoutRedirect({ layout: 'agency', user: null, pathname: '/provider/offers', search: '?tab=pool' }),
    ).toBe('/login?returnUrl=%2Fprovider%2Foffers%3Ftab%3Dpool');
    expect(layoutRedirect({ layout: 'default', user: null, pathname: '/how-works' })).toBeNull();
  });

  it('keeps each role in its own area', () => {
    expect(layoutRedirect({ layout: 'client', user: provider, pathname: '/client/timeline' })).toBe(
      '/provider/offers',
    );
    expect(layoutRedirect({ layout: 'agency', user: client, pathname: '/provider/offers' })).toBe(
      '/client/timeline',
    );
    expect(layoutRedirect({ layout: 'client', user: client, pathname: '/client/timeline' })).toBeNull();
    expect(layoutRedirect({ layout: 'agency', user: provider, pathname: '/provider/offers' })).toBeNull();
  });

  it('treats a user who is not a client as a provider', () => {
    const neither = { ...client, IsClient: false, IsProvider: false };
    expect(layoutRedirect({ layout: 'client', user: neither, pathname: '/client/timeline' })).toBe(
      '/provider/offers',
    );
  });

  it('sends a user with a missing-data offer to project-complete, except on whitelisted pages or with debt', () => {
    const missing = { ...client, IsHaveMissingDataOffer: true };
    expect(layoutRedirect({ layout: 'client', user: missing, pathname: '/client/timeline' })).toBe(
      '/project-complete',
    );
    expect(layoutRedirect({ layout: 'client', user: missing, pathname: '/project-complete' })).toBeNull();
    expect(
      layoutRedirect({ layout: 'agency', user: { ...missing, IsClient: false }, pathname: '/apply-credit' }),
    ).toBe(null);
    expect(
      layoutRedirect({
        layout: 'agency',
        user: { ...missing, IsClient: false },
        pathname: '/credit-rating-result',
      }),
    ).toBeNull();
    expect(
      layoutRedirect({
        layout: 'client',
        user: { ...missing, TotalDebt: 150 },
        pathname: '/client/timeline',
      }),
    ).toBe(null);
  });

  it('sends an unverified phone to need-complete, after the missing-data rule', () => {
    const unverified = { ...client, IsPhoneVerified: false };
    expect(layoutRedirect({ layout: 'client', user: unverified, pathname: '/client/timeline' })).toBe(
      '/need-complete',
    );
    expect(layoutRedirect({ layout: 'client', user: unverified, pathname: '/need-complete' })).toBeNull();
    expect(
      layoutRedirect({
        layout: 'client',
        user: { ...unverified, IsHaveMissingDataOffer: true },
        pathname: '/client/timeline',
      }),
    ).toBe('/project-complete');
  });

  it('sends a client without an initial password to need-password, in the client area only', () => {
    const noPassword = { ...client, InitialPasswordHasSet: false };
    expect(layoutRedirect({ layout: 'client', user: noPassword, pathname: '/client/timeline' })).toBe(
      '/need-password',
    );
    expect(layoutRedirect({ layout: 'client', user: noPassword, pathname: '/need-password' })).toBeNull();
    expect(
      layoutRedirect({
        layout: 'agency',
        user: { ...provider, InitialPasswordHasSet: false },
        pathname: '/provider/offers',
      }),
    ).toBeNull();
  });
});

describe('guest pages and home', () => {
  it('sends a signed-in user home, or to a saved path only when it is safe', () => {
    expect(guestPageRedirect(client, null)).toBe('/client/timeline');
    expect(guestPageRedirect(provider, '/provider/pool?x=1#top')).toBe('/provider/pool?x=1#top');
    expect(guestPageRedirect(provider, '//evil.example')).toBe('/provider/offers');
    expect(guestPageRedirect(provider, 'javascript:alert(1)')).toBe('/provider/offers');
    expect(guestPageRedirect(null, '/client/timeline')).toBeNull();
  });

  it('sends signed-in users from the home page to their own home', () => {
    expect(homePageRedirect(client)).toBe('/client/timeline');
    expect(homePageRedirect(provider)).toBe('/provider/offers');
    expect(homePageRedirect(null)).toBeNull();
  });
});

describe('notices and popups', () => {
  it('shows the persistent debt notice with a pay-now link only when there is debt', () => {
    expect(debtNotice({ ...provider, TotalDebt: 1200 })).toEqual({ payPath: '/need-subscription-payment' });
    expect(debtNotice({ ...provider, TotalDebt: 1200, CommissionDebt: 200 })).toEqual({
      payPath: '/need-to-pay',
    });
    expect(debtNotice(provider)).toBeNull();
    expect(debtNotice(null)).toBeNull();
  });

  it('allows the session popups only without debt', () => {
    expect(canShowSessionPopups(provider)).toBe(true);
    expect(canShowSessionPopups({ ...provider, TotalDebt: 1 })).toBe(false);
    expect(canShowSessionPopups(null)).toBe(false);
  });

  it('shows the category reminder only on /provider/offers when the first package has no category', () => {
    const noCategory = { ...provider, FirstPackageCategoryCount: 0 };
    expect(categoryReminder(noCategory, '/provider/offers')).toEqual({ path: '/premium/subscription' });
    expect(categoryReminder(noCategory, '/provider/pool')).toBeNull();
    expect(categoryReminder(provider, '/provider/offers')).toBeNull();
    expect(categoryReminder({ ...provider, FirstPackageCategoryCount: null }, '/provider/offers')).toBeNull();
  });

  it('asks for agreement documents on the agreed project’s pages only', () => {
    expect(asksAgreementDocumentsHere('/premium/wallet-transactions', 'Ab12')).toBe(false);
    expect(asksAgreementDocumentsHere('/provider/projects/Ab12/detail', 'Ab12')).toBe(true);
    expect(asksAgreementDocumentsHere('/provider/projects/Zz99/detail', 'Ab12')).toBe(false);
    expect(asksAgreementDocumentsHere('/provider/offers', 'Ab12')).toBe(false);
  });

  it('redirects on a 401 except on the login and register pages', () => {
    expect(shouldRedirectOn401('/client/timeline')).toBe(true);
    expect(shouldRedirectOn401('/login')).toBe(false);
    expect(shouldRedirectOn401('/kayit-ol')).toBe(false);
    expect(shouldRedirectOn401('/giris/')).toBe(false);
  });
});

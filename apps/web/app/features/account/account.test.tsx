import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { CodeInput } from '../../components/code-input.tsx';
import { UserDrawerLinks, UserMenu } from '../../components/user-menu.tsx';
import NeedPasswordPage from '../../routes/account/need-password.tsx';
import { ProviderApprovalModal } from './components/provider-approval-modal.tsx';
import { RegistrationCode } from './components/registration-code.tsx';

const navigate = vi.hoisted(() => vi.fn());
// session-end.ts owns hardNavigate (auth-session.ts re-exports it).
vi.mock('../../lib/session-end.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/session-end.ts')>()),
  hardNavigate: navigate,
}));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, null));
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
  }));
}

const provider = {
  Id: 3,
  IsOwner: true,
  IsInformationApproved: false,
  TotalLeadCoin: 0,
  PresentationHref: null,
  Slug: 'ornek-ajans',
  CompanyNickName: 'Örnek Ajans',
  IsApprovedContract: false,
};

describe('the initial password screen', () => {
  // biome-ignore lint/suspicious/noExplicitAny: route props beyond loaderData are not read by the screen.
  const props = { loaderData: { email: 'ayse@example.com', home: '/client/timeline' } } as any;

  it('checks the passwords in the browser, then saves without a current password and goes home', async () => {
    renderApp(<NeedPasswordPage {...props} />, {
      user: sessionUserFixture({ InitialPasswordHasSet: false }),
    });
    fireEvent.change(screen.getByLabelText(/^Yeni şifre( \*)?$/), { target: { value: 'kısa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi kaydet' }));
    expect(await screen.findByText('Şifre en az 8 karakter olmalı.')).toBeTruthy();
    expect(screen.getByText('Bu alan zorunludur.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Yeni şifre( \*)?$/), { target: { value: 'yeni-şifre-1' } });
    fireEvent.change(screen.getByLabelText(/^Yeni şifre \(tekrar\)( \*)?$/), {
      target: { value: 'yeni-şifre-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi kaydet' }));
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Yeni şifre \(tekrar\)( \*)?$/), {
      target: { value: 'yeni-şifre-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi kaydet' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client/timeline'));
    expect(calls()[0]).toMatchObject({
      url: 'http://api.test/api/v1/user/password',
      method: 'PUT',
      body: { NewPassword: 'yeni-şifre-1' },
    });
  });

  it('can e-mail a link instead', async () => {
    renderApp(<NeedPasswordPage {...props} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link instead' }));
    expect(
      await screen.findByText('We sent a link to choose your password to ayse@example.com.'),
    ).toBeTruthy();
    expect(calls()[0]).toMatchObject({
      url: 'http://api.test/api/v1/user/initial-password-email',
      method: 'POST',
    });
  });
});

describe('the agency approval popup', () => {
  it('cannot be closed, needs both boxes, then sends both approvals', async () => {
    const user = sessionUserFixture({
      IsClient: false,
      IsProvider: true,
      userType: 'provider',
      Provider: provider,
    });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('user/me')
        ? envelopeResponse(200, {
            ...user,
            Provider: { ...provider, IsInformationApproved: true, IsApprovedContract: true },
          })
        : envelopeResponse(200, null),
    );
    renderApp(<ProviderApprovalModal user={user} />, { locale: 'en', user });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Örnek Ajans')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Contract and Rules' }).getAttribute('href')).toBe(
      '/contract-and-rules',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and continue' }));
    expect(within(dialog).getAllByText('Tick this box to continue.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and continue' }));
    expect(await screen.findByText('Your approval is saved. Welcome!')).toBeTruthy();
    expect(calls().slice(0, 2)).toEqual([
      { url: 'http://api.test/api/v1/Provider/approve', method: 'PUT', body: { IsApproved: true } },
      { url: 'http://api.test/api/v1/Provider/approve-contract', method: 'PUT', body: { IsApproved: true } },
    ]);
  });

  it('asks only for what is missing, and never a team member', () => {
    const owner = sessionUserFixture({ Provider: { ...provider, IsInformationApproved: true } });
    renderApp(<ProviderApprovalModal user={owner} />, { locale: 'en', user: owner });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes[0]?.checked && boxes[0]?.disabled).toBe(true);
    expect(boxes[1]?.checked).toBe(false);
    cleanup();
    const member = sessionUserFixture({ Provider: { ...provider, IsOwner: false } });
    renderApp(<ProviderApprovalModal user={member} />, { user: member });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the user menu', () => {
  /** The menu's items by name; Mantine's open transition keeps them aria-hidden for a moment in jsdom. */
  async function menuItems() {
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    return new Map(items.map((item) => [item.textContent?.trim() ?? '', item]));
  }

  it('links a client to their home and settings and logs out', async () => {
    const user = sessionUserFixture();
    renderApp(<UserMenu user={user} />, { user });
    fireEvent.click(screen.getByRole('button', { name: 'Ayşe, hesap menüsü' }));
    const items = await menuItems();
    expect(items.get('Panelim')?.getAttribute('href')).toBe('/client/timeline');
    expect(items.get('Ayarlar')?.getAttribute('href')).toBe('/client/setting');
    expect(items.get('Fatura bilgileri')?.getAttribute('href')).toBe('/client/premium/billing');
    // A client may post jobs too (issue 21): its own pages under /client/premium.
    expect(items.get('İş ilanı ver')?.getAttribute('href')).toBe('/client/premium/job');
    expect(items.get('İlanlarım')?.getAttribute('href')).toBe('/client/premium/active-jobs');
    fireEvent.click(items.get('Çıkış yap')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/tr'));
    expect(calls()[0]).toMatchObject({ url: 'http://api.test/api/v1/OAuth/logout', method: 'POST' });
  });

  it('sends an agency owner to the team settings, and shows team members no team settings', async () => {
    const owner = sessionUserFixture({ IsClient: false, IsProvider: true, Provider: provider });
    renderApp(<UserMenu user={owner} />, { locale: 'en', user: owner });
    fireEvent.click(screen.getByRole('button', { name: /account menu$/ }));
    const items = await menuItems();
    expect(items.get('Settings')?.getAttribute('href')).toBe('/provider/settings/users');
    expect(items.get('My dashboard')?.getAttribute('href')).toBe('/provider/offers');
    expect(items.get('Billing details')?.getAttribute('href')).toBe('/premium/billing');
    expect(items.get('Post a job')?.getAttribute('href')).toBe('/premium/job');
    expect(items.get('My job posts')?.getAttribute('href')).toBe('/premium/active-jobs');
    cleanup();
    const member = sessionUserFixture({
      IsClient: false,
      IsProvider: true,
      Provider: { ...provider, IsOwner: false },
    });
    renderApp(<UserMenu user={member} />, { locale: 'en', user: member });
    fireEvent.click(screen.getByRole('button', { name: /account menu$/ }));
    const memberItems = await menuItems();
    expect([...memberItems.keys()]).toEqual([
      'My dashboard',
      'Billing details',
      'Profile status',
      'Suggestions',
      'Profile settings',
      'Match settings',
      'Opportunity preferences',
      'Wallet',
      'Packages',
      'My category subscriptions',
      'Advertising',
      'Boost',
      'Add-ons',
      'Commission payments',
      'Post a job',
      'My job posts',
      'Write a blog post',
      'Brifa badge',
      'Credit report',
      'Help',
      'My saved cards',
      'Payment history',
      'Log out',
    ]);
  });
});

describe('the phone drawer’s account links', () => {
  it('lists the job pages: an agency’s under /premium, a client’s under /client/premium', () => {
    const owner = sessionUserFixture({ IsClient: false, IsProvider: true, Provider: provider });
    renderApp(<UserDrawerLinks user={owner} onNavigate={() => {}} />, { locale: 'en', user: owner });
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/premium/job');
    expect(screen.getByRole('link', { name: 'My job posts' }).getAttribute('href')).toBe(
      '/premium/active-jobs',
    );
    cleanup();
    const client = sessionUserFixture();
    renderApp(<UserDrawerLinks user={client} onNavigate={() => {}} />, { user: client });
    expect(screen.getByRole('link', { name: 'İş ilanı ver' }).getAttribute('href')).toBe(
      '/client/premium/job',
    );
    expect(screen.getByRole('link', { name: 'İlanlarım' }).getAttribute('href')).toBe(
      '/client/premium/active-jobs',
    );
  });
});

describe('the code field', () => {
  const base = { value: '', onChange: () => {}, onResend: () => {}, resending: false, autoFocus: false };

  it('shows the countdown, then the resend button', () => {
    renderApp(<CodeInput {...base} resendAt={Date.now() + 120_000} />);
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(/Yeni kodu [12]:\d\d sonra/);
    expect(screen.queryByRole('button', { name: 'Yeni kod gönder' })).toBeNull();
    cleanup();
    const onResend = vi.fn();
    renderApp(<CodeInput {...base} onResend={onResend} resendAt={Date.now() - 1000} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('labels each of the six boxes and offers the SMS code to the phone', () => {
    renderApp(<CodeInput {...base} resendAt={null} error="Doğrulama kodu hatalı." />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(boxes[0]?.getAttribute('aria-label')).toBe('Kodun 1. hanesi (6 haneden)');
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Doğrulama kodu hatalı.')).toBeTruthy();
  });
});

describe('the sign-up code step', () => {
  it('says a known number gets a sign-in link, refuses a wrong code beside the boxes, then signs in', async () => {
    let attempt = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/user/register/confirm')) {
        attempt += 1;
        if (attempt === 1)
          return envelopeResponse(400, null, {
            Message: 'The verification code is wrong or the sign-up has expired.',
            ErrorCode: 'REGISTRATION_CODE_INVALID',
            Errors: { Code: 'The verification code is wrong or the sign-up has expired.' },
          });
        return envelopeResponse(201, {
          Token: 'token',
          UserId: 7,
          ExpiresAt: '2026-12-01',
          ReturnPath: null,
        });
      }
      return envelopeResponse(200, sessionUserFixture({ Id: 7 }));
    });
    renderApp(<RegistrationCode phone="+905321234567" sentAt={Date.now()} onBack={() => {}} />, {
      locale: 'en',
    });
    expect(
      await screen.findByText(/If this number already has a Brifa account, we texted a sign-in link/),
    ).toBeTruthy();
    expect(screen.getByTestId('masked-phone').textContent).toBe('+90 532 *** ** 67');

    const boxes = screen.getAllByRole('textbox');
    fireEvent.change(boxes[0]!, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('The verification code is wrong or the sign-up has expired.'),
    ).toBeTruthy();
    expect(calls().find((call) => call.url.endsWith('/user/register/confirm'))?.body).toEqual({
      CellPhoneNumber: '+905321234567',
      Code: '111111',
    });

    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });
});

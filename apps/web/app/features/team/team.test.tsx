import type { TTeamMember } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { TeamPanel } from './components/team-panel.tsx';

const provider = {
  Id: 3,
  IsOwner: true,
  IsInformationApproved: true,
  TotalLeadCoin: 0,
  PresentationHref: null,
  Slug: 'ajans',
  CompanyNickName: 'Ajans',
  IsApprovedContract: true,
};
const owner = sessionUserFixture({
  IsClient: false,
  IsProvider: true,
  userType: 'provider',
  Email: 'owner@ajans.com.tr',
  Provider: provider,
});

function member(overrides: Partial<TTeamMember>): TTeamMember {
  return {
    Id: 1,
    Title: 'Kurucu',
    Name: 'Ali',
    Surname: 'Kaya',
    Email: 'owner@ajans.com.tr',
    CellPhoneNumber: '+905321112233',
    Status: 'active',
    IsOwner: true,
    CreatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const TEAM = {
  Items: [
    member({}),
    member({
      Id: 2,
      Title: 'Tasarımcı',
      Name: 'Zeynep',
      Surname: 'Şahin',
      Email: 'zeynep@ajans.com.tr',
      Status: 'invited',
      IsOwner: false,
    }),
  ],
  TotalCount: 2,
  PageIndex: 0,
  PageSize: 1000,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('team users', () => {
  it('lets the owner resend an invitation and remove a member after confirming', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, TEAM));
    renderApp(<TeamPanel user={owner} initial={TEAM} />);
    const rows = await screen.findAllByTestId('team-member');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Hesap sahibi')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('Davet gönderildi')).toBeTruthy();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Daveti yeniden gönder' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url) === 'http://api.test/api/v1/user/invite' &&
            init?.method === 'POST' &&
            init.body === '{"ExternalUserId":2}',
        ),
      ).toBe(true),
    );

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Zeynep Şahin adlı kişiyi ekipten çıkar' }));
    fireEvent.click(await screen.findByTestId('team-remove-confirm'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/ExternalUser/2') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('shows a member the list read-only with the reason', async () => {
    const teamMember = { ...owner, Email: 'zeynep@ajans.com.tr', Provider: { ...provider, IsOwner: false } };
    renderApp(<TeamPanel user={teamMember} initial={TEAM} />);
    expect(await screen.findByTestId('team-read-only')).toBeTruthy();
    expect(screen.queryByTestId('team-invite-open')).toBeNull();
    for (const row of screen.getAllByTestId('team-member'))
      expect(within(row).queryByRole('button')).toBeNull();
    expect(within(screen.getAllByTestId('team-member')[1]!).getByText('Siz')).toBeTruthy();
  });

  it('checks the invitation form with the API’s rules and shows a duplicate beside the form', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(409, null, {
        Message: 'Bu e-posta adresi zaten ekibinizde.',
        ErrorCode: 'TEAM_MEMBER_EXISTS',
      }),
    );
    renderApp(<TeamPanel user={owner} initial={TEAM} />, { locale: 'en' });
    fireEvent.click(await screen.findByTestId('team-invite-open'));
    fetchMock.mockClear();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(5);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Job title/), { target: { value: 'Designer' } });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Deniz' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Ak' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'deniz@ajans.com.tr' } });
    fireEvent.change(within(dialog).getByLabelText(/Mobile phone/), { target: { value: '532 999 88 77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Bu e-posta adresi zaten ekibinizde.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toBe('http://api.test/api/v1/ExternalUser');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      Email: 'deniz@ajans.com.tr',
      CellPhoneNumber: '+905329998877',
    });
  });
});

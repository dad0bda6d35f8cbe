import type { TAgreementListItem } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import { AgreementsWalletSection } from './components/agreements-wallet-section.tsx';
import { ClientAgreementCard } from './components/client-agreement-card.tsx';

const AGREEMENT: TAgreementListItem = {
  Id: 5,
  OfferKey: 'k3y-abcdef12',
  MatchedProviderId: 11,
  Side: 'client',
  Status: 'verified',
  AmountKurus: 1_250_000,
  Period: 'one_off',
  Months: null,
  Contract: null,
  Invoice: null,
  RefundPendingKurus: 0,
  RefundReleasedKurus: 0,
  RefundReleasedAt: null,
  RefundTakenBackKurus: 0,
  DocumentsAt: null,
  ConfirmedAt: null,
  VerifiedAt: null,
  EndedAt: null,
  EndedBy: null,
  EndReason: null,
  CreatedAt: '2026-03-10T10:00:00.000Z',
  CanSendDocuments: false,
  CanConfirm: false,
  CanEnd: true,
  ShownOnTimeline: false,
  OtherSideShownOnTimeline: true,
  CanShowOnTimeline: true,
  ProjectTitle: 'Mobil Uygulama Geliştirme · Pikselhane',
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
function answer(item: TAgreementListItem) {
  fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    if (init?.method === 'PUT') {
      const shown = JSON.parse(String(init.body)).Shown as boolean;
      return envelopeResponse(200, { ...item, ShownOnTimeline: shown });
    }
    return envelopeResponse(200, { Items: [item], PendingRefundKurus: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
}
beforeEach(() => answer(AGREEMENT));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => `${String(url)} ${String(init?.body)}`);

describe('the timeline consent switch', () => {
  it('lets the client agree on its project page, saying only the company and agency names show', async () => {
    renderApp(<ClientAgreementCard offerKey="k3y-abcdef12" />);
    const toggle = await screen.findByRole('switch', {
      name: /^Herkese açık zaman akışında adımız görünsün/,
    });
    const card = screen.getByTestId('client-agreement');
    expect(card.textContent).toContain('yalnızca şirketinizin adı ve ajansın adı görünür');
    expect(card.textContent).toContain('iletişim bilgileri hiçbir zaman gösterilmez');
    expect(card.textContent).toContain('Karşı taraf kabul etti');
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(puts()).toEqual(['http://api.test/api/v1/OfferAgreement/5/timeline-consent {"Shown":true}']),
    );
  });

  it('shows nothing for another project', async () => {
    renderApp(<ClientAgreementCard offerKey="another-key" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('client-agreement')).toBeNull();
  });

  it('lets the agency withdraw from its wallet row, in English', async () => {
    answer({ ...AGREEMENT, Side: 'provider', ShownOnTimeline: true, OtherSideShownOnTimeline: true });
    renderApp(<AgreementsWalletSection />, { locale: 'en' });
    const toggle = await screen.findByRole('switch', { name: /^Show our name on the public timeline/ });
    const row = screen.getByTestId('agreement-row');
    expect(row.textContent).toContain('only your agency’s name (with a link to its profile)');
    expect(row.textContent).toContain('Both sides agreed: the names are shown on the timeline.');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(puts()).toEqual(['http://api.test/api/v1/OfferAgreement/5/timeline-consent {"Shown":false}']),
    );
  });

  it('is not offered on an ended agreement unless it is still on (to withdraw it)', async () => {
    answer({ ...AGREEMENT, Status: 'ended', CanEnd: false, CanShowOnTimeline: false });
    renderApp(<ClientAgreementCard offerKey="k3y-abcdef12" />);
    await screen.findByTestId('client-agreement');
    expect(screen.queryByTestId('timeline-consent')).toBeNull();
  });
});

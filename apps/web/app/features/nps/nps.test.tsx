import type { TAgreementNps } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { AgencyNpsCard } from './components/agency-nps-card.tsx';
import { AgreementNpsHost } from './components/agreement-nps-host.tsx';

const DUE: TAgreementNps = {
  Id: 7,
  Offer: {
    OfferKey: 'k3y-abcdef12',
    CategoryName: 'Mobil Uygulama Geliştirme',
    CompanyName: 'Deniz Gıda A.Ş.',
    CreatedAt: '2026-03-04T10:00:00.000Z',
  },
  MatchedProviderId: 11,
  Agency: { Id: 1, Name: 'Pikselhane', Slug: 'pikselhane' },
  Score: null,
  Comment: '',
  CreatedAt: '2026-03-10T10:00:00.000Z',
  AnsweredAt: null,
  IsDue: true,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = String(url);
    if (path.includes('/user/me/')) return envelopeResponse(200, sessionUserFixture());
    if (init?.method === 'PUT') return envelopeResponse(200, { ...DUE, Score: 8, IsDue: false });
    if (path.endsWith('/later')) return envelopeResponse(200, { ...DUE, IsDue: false });
    return envelopeResponse(200, [DUE]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('the agreement NPS pop-up', () => {
  it('stays away while the client has a debt or the session does not ask for it', () => {
    renderApp(<AgreementNpsHost user={sessionUserFixture({ IsShowNpsPopUp: true, TotalDebt: 250 })} />);
    renderApp(<AgreementNpsHost user={sessionUserFixture({ IsShowNpsPopUp: false })} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a score, then saves it with the comment', async () => {
    renderApp(<AgreementNpsHost user={sessionUserFixture({ IsShowNpsPopUp: true, TotalDebt: 0 })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Anlaştığınız ajansı puanlayın' });
    expect(dialog.textContent).toContain('Pikselhane');
    fireEvent.click(screen.getByRole('button', { name: 'Puanı gönder' }));
    expect(await screen.findByText('0 ile 10 arasında bir puan seçin.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    fireEvent.change(screen.getByLabelText('Yorumunuz (isteğe bağlı)'), { target: { value: 'İyi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Puanı gönder' }));
    await waitFor(() => expect(requests()).toContain('PUT http://api.test/api/v1/AgreementNps/7'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ Score: 8, Comment: 'İyi' });
  });

  it('"later" puts it off through the API', async () => {
    renderApp(<AgreementNpsHost user={sessionUserFixture({ IsShowNpsPopUp: true })} />, { locale: 'en' });
    await screen.findByRole('dialog', { name: 'Rate the agency you agreed with' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Later' }).at(-1)!);
    await waitFor(() => expect(requests()).toContain('POST http://api.test/api/v1/AgreementNps/7/later'));
  });
});

describe("the agency's satisfaction card", () => {
  it('shows the average, the count, the NPS and the latest comments in the page language', () => {
    renderApp(
      <AgencyNpsCard
        summary={{
          Count: 3,
          Average: 8.3,
          Nps: 33,
          Latest: [{ Score: 9, Comment: 'Çok iyi', AnsweredAt: '2026-03-12T10:00:00.000Z' }],
        }}
      />,
      { locale: 'tr' },
    );
    const card = screen.getByTestId('agency-nps');
    expect(card.textContent).toContain('8,3');
    expect(card.textContent).toContain('33');
    expect(card.textContent).toContain('Çok iyi');
  });
});

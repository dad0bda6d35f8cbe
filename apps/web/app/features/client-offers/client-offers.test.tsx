import type { TClientMatch, TClientMatchList, TOfferMetric } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import { translator } from '../../lib/i18n.tsx';
import { ClientOffersView } from './components/client-offers-view.tsx';
import { formatMinutes } from './components/format.ts';
import { OfferMetricCard } from './components/offer-metric-card.tsx';

const KEY = 'k3y-abcdef12';

function match(overrides: Partial<TClientMatch> = {}): TClientMatch {
  return {
    Id: 11,
    OfferKey: KEY,
    Agency: {
      Id: 3,
      Name: 'Pikselhane',
      Slug: 'pikselhane',
      CityName: 'İstanbul',
      ShortDescription: 'Mobil uygulama stüdyosu',
      LogoUrl: null,
      Rating: 0,
      ReviewCount: 0,
      VerifiedReviewCount: 0,
    },
    Status: 'responded',
    AgencyState: 'open',
    Score: 0.9,
    Reasons: [
      { Code: 'category', Label: 'Mobil uygulama geliştirme yapıyor' },
      { Code: 'city', Label: 'İstanbul’da' },
    ],
    Quote: null,
    MatchedAt: '2026-11-23T09:00:00.000Z',
    RespondedAt: '2026-11-23T10:00:00.000Z',
    IsSeen: false,
    HasAccess: false,
    Mark: null,
    IsWatchlisted: false,
    IsWon: false,
    CanWin: true,
    AgencyReportsAgreed: false,
    ...overrides,
  };
}

const second = match({
  Id: 12,
  Agency: { ...match().Agency, Id: 4, Name: 'Kodlab', Slug: 'kodlab' },
  Status: 'waiting',
  RespondedAt: null,
  IsSeen: true,
  Mark: 'contacted',
  IsWatchlisted: true,
});

function list(filter: string, items: TClientMatch[]): TClientMatchList {
  return {
    Filter: filter as TClientMatchList['Filter'],
    Items: items,
    Counts: { new: 1, not_reviewed: 0, contacted: 1, not_interested: 0, watchlist: 1, won: 0, all: 2 },
    OfferState: 'active',
    AgreedMatchId: null,
  };
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A small fake API: the list by filter, one match, and the won call. */
function fakeApi(options: { won?: 'ok' | 'conflict'; reported?: boolean } = {}) {
  let agreed = false;
  let reported = options.reported ?? false;
  const wonMatch = () => match({ IsSeen: true, IsWon: true, AgencyState: 'won', CanWin: false });
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === `/api/v1/offer/${KEY}/matches`) {
      const filter = url.searchParams.get('Filter') ?? 'all';
      const items = filter === 'new' ? [match()] : filter === 'all' ? [match(), second] : [];
      return envelopeResponse(200, list(filter, items), { Message: '' });
    }
    if (url.pathname === '/api/v1/MatchedProvider/11' && method === 'GET') {
      const view = agreed
        ? wonMatch()
        : match({ IsSeen: true, HasAccess: reported, AgencyReportsAgreed: reported });
      return envelopeResponse(200, { View: 'client', Match: view }, { Message: '' });
    }
    if (url.pathname === '/api/v1/MatchedProvider/11/agreement-report/decline' && method === 'POST') {
      reported = false;
      return envelopeResponse(200, match({ IsSeen: true, HasAccess: true }), { Message: '' });
    }
    if (url.pathname === '/api/v1/MatchedProvider/11/won' && method === 'POST') {
      agreed = options.won !== 'conflict';
      return options.won === 'conflict'
        ? envelopeResponse(409, null, {
            ErrorCode: 'MATCH_ALREADY_AGREED',
            Message: 'Bu proje için zaten bir ajansla anlaştınız.',
          })
        : envelopeResponse(200, wonMatch(), {
            Message: 'Değişiklikler başarıyla kaydedildi.',
          });
    }
    return envelopeResponse(404, null);
  });
}

const calls = () =>
  fetchMock.mock.calls.map(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}${new URL(String(input)).search}`,
  );

describe('offers page', () => {
  it('shows the filter tabs with counts and the agency cards, and filters through the API', async () => {
    fakeApi();
    renderApp(<ClientOffersView offerKey={KEY} />);
    const cards = await screen.findAllByTestId('match-card');
    expect(cards.map((card) => within(card).getByText(/Pikselhane|Kodlab/).textContent)).toEqual([
      'Pikselhane',
      'Kodlab',
    ]);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Yeni1',
      'İncelenmedi0',
      'İletişime geçildi1',
      'İlgilenmiyorum0',
      'Takip listesi1',
      'Anlaşılan0',
      'Tümü2',
    ]);
    expect(screen.getByRole('tab', { name: /Tümü/ }).getAttribute('aria-selected')).toBe('true');
    // One status per card (issue 16): not "new" and "answered" at once.
    expect(within(cards[0]!).getByTestId('match-status').textContent).toBe('Yanıt verdi, teklif bekleniyor');
    expect(within(cards[0]!).queryByText('Yeni')).toBeNull();
    expect(
      within(cards[0]!).getByText(/Eşleşme nedeni: Mobil uygulama geliştirme yapıyor, İstanbul’da/),
    ).toBeTruthy();
    expect(within(cards[1]!).getByText('İletişime geçildi')).toBeTruthy();
    expect(within(cards[1]!).getByText(/Takipte/)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Yeni/ }));
    await waitFor(() => expect(screen.getAllByTestId('match-card')).toHaveLength(1));
    expect(calls()).toContain(`GET /api/v1/offer/${KEY}/matches?Filter=new`);

    fireEvent.click(screen.getByRole('tab', { name: /Anlaşılan/ }));
    expect(await screen.findByTestId('matches-empty')).toBeTruthy();
    expect(screen.getByText('“Anlaşılan” filtresinde ajans yok.')).toBeTruthy();
  });

  it('opens an agency’s offer with its reasons and no quote yet, and asks before recording the agreement', async () => {
    fakeApi();
    renderApp(<ClientOffersView offerKey={KEY} />);
    fireEvent.click((await screen.findAllByTestId('match-card'))[0]!);
    const detail = await screen.findByTestId('match-detail');
    expect(calls()).toContain('GET /api/v1/MatchedProvider/11');
    expect(within(detail).getByText(/Henüz teklif yok/)).toBeTruthy();
    expect(within(detail).getByText('Eşleşme nedenleri')).toBeTruthy();
    expect(within(detail).getByText('İstanbul’da')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'Ajans profilini gör' }).getAttribute('href')).toBe(
      '/ajans/pikselhane',
    );

    fireEvent.click(within(detail).getByRole('button', { name: 'Bu ajansla anlaştık' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pikselhane ile anlaştınız mı?' });
    expect(
      within(confirm).getByText(/Diğer eşleşen ajanslara başka bir ajansla anlaştığınız bildirilir/),
    ).toBeTruthy();
    expect(within(confirm).getByText('Bu işlem geri alınamaz.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pikselhane ile anlaştınız mı?' })).toBeNull(),
    );
    expect(calls().some((call) => call.endsWith('/won'))).toBe(false);

    fireEvent.click(
      within(screen.getByTestId('match-detail')).getByRole('button', { name: 'Bu ajansla anlaştık' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Pikselhane ile anlaştınız mı?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Evet, anlaştık' }));
    await waitFor(() => expect(calls()).toContain('POST /api/v1/MatchedProvider/11/won'));
    expect(await screen.findByText('Bu ajansla anlaştınız')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bu ajansla anlaştık' })).toBeNull();
  });

  it('shows the API’s message when the agreement is refused', async () => {
    fakeApi({ won: 'conflict' });
    renderApp(<ClientOffersView offerKey={KEY} />, { path: '/screen?match=11' });
    const detail = await screen.findByTestId('match-detail');
    fireEvent.click(within(detail).getByRole('button', { name: 'Bu ajansla anlaştık' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Pikselhane ile anlaştınız mı?' })).getByRole(
        'button',
        {
          name: 'Evet, anlaştık',
        },
      ),
    );
    expect(await screen.findByText('Bu proje için zaten bir ajansla anlaştınız.')).toBeTruthy();
  });

  it('asks the client to confirm an agency’s “we agreed”, and closes the question on “no”', async () => {
    fakeApi({ reported: true });
    renderApp(<ClientOffersView offerKey={KEY} />, { path: '/screen?match=11' });
    const report = await screen.findByTestId('agreement-report');
    expect(within(report).getByText('Pikselhane anlaştığınızı bildirdi')).toBeTruthy();
    expect(within(screen.getByTestId('match-detail')).getByText('Anlaştığınızı bildirdi')).toBeTruthy();

    fireEvent.click(within(report).getByRole('button', { name: 'Evet, anlaştık' }));
    expect(await screen.findByRole('dialog', { name: 'Pikselhane ile anlaştınız mı?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pikselhane ile anlaştınız mı?' })).toBeNull(),
    );

    fireEvent.click(within(report).getByRole('button', { name: 'Hayır, anlaşmadık' }));
    await waitFor(() =>
      expect(calls()).toContain('POST /api/v1/MatchedProvider/11/agreement-report/decline'),
    );
    await waitFor(() => expect(screen.queryByTestId('agreement-report')).toBeNull());
    expect(calls().some((call) => call.endsWith('/won'))).toBe(false);
  });

  it('speaks English, with the English agency profile path', async () => {
    fakeApi();
    renderApp(<ClientOffersView offerKey={KEY} />, { locale: 'en', path: '/screen?match=11' });
    const detail = await screen.findByTestId('match-detail');
    expect(screen.getByRole('tab', { name: /Not reviewed/ })).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'See the agency profile' }).getAttribute('href')).toBe(
      '/agency/pikselhane',
    );
    expect(within(detail).getByRole('button', { name: 'We agreed with this agency' })).toBeTruthy();
  });
});

describe('project figures', () => {
  it('shows views, responses and the time to the first response', async () => {
    const metric: TOfferMetric = {
      OfferKey: KEY,
      Views: 4,
      Responses: 2,
      MatchedCount: 5,
      FirstResponseMinutes: 125,
    };
    fetchMock.mockImplementation(async () => envelopeResponse(200, metric, { Message: '' }));
    renderApp(<OfferMetricCard offerKey={KEY} />);
    const figure = (id: string) => screen.getByTestId(id).querySelectorAll('p');
    await screen.findByTestId('metric-views');
    const texts = (id: string) => [...figure(id)].map((p) => p.textContent);
    expect(texts('metric-views')).toEqual(['4', 'Görüntüleme']);
    expect(texts('metric-responses')).toEqual(['2', 'Yanıt']);
    expect(texts('metric-first-response')).toEqual(['2 sa 5 dk', 'İlk yanıt süresi']);
    expect(screen.getByRole('link', { name: 'Teklifleri gör (5 ajans)' }).getAttribute('href')).toBe(
      `/client/projects/${KEY}/offers`,
    );
  });

  it('formats durations in both languages', () => {
    const tr = translator('tr');
    const en = translator('en');
    expect(formatMinutes(0, tr)).toBe('1 dakikadan az');
    expect(formatMinutes(47, tr)).toBe('47 dk');
    expect(formatMinutes(120, en)).toBe('2 h');
    expect(formatMinutes(1440 + 180, en)).toBe('1 d 3 h');
  });
});

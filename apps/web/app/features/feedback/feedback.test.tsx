import { formatDateTime, type TOfferFeedbackForm } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import ClientOfferFeedbackPage from '../../routes/public/client-offer-feedback.tsx';
import { FeedbackPage } from './components/feedback-page.tsx';
import { FeedbackPrompt } from './components/feedback-prompt.tsx';

function feedbackForm(overrides: Partial<TOfferFeedbackForm> = {}): TOfferFeedbackForm {
  return {
    Offer: {
      OfferKey: 'k3y-abcdef12',
      CategoryName: 'Mobil Uygulama Geliştirme',
      CompanyName: 'Deniz Gıda A.Ş.',
      CreatedAt: '2026-03-04T10:00:00.000Z',
    },
    Feedback: null,
    Providers: [
      {
        MatchedProviderId: 11,
        Agency: { Id: 1, Name: 'Pikselhane', Slug: 'pikselhane' },
        MatchStatus: 'responded',
        FeedbackId: null,
        Outcome: null,
        ReasonCode: null,
        Note: '',
      },
      {
        MatchedProviderId: 12,
        Agency: { Id: 2, Name: 'Moda Stüdyo', Slug: 'moda-studyo' },
        MatchStatus: 'responded',
        FeedbackId: 5,
        Outcome: 'considering',
        ReasonCode: null,
        Note: '',
      },
    ],
    ...overrides,
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

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));
const posts = () => calls().filter((call) => call.method === 'POST');

/** An API that answers the form and accepts every answer (added = agencies "wants new match" brings). */
function api(options: { added?: number; outcomeError?: Record<string, unknown> } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.includes('/UserOfferFeedback')) {
      if (options.outcomeError) return envelopeResponse(400, null, options.outcomeError);
      return envelopeResponse(200, { Id: 9 });
    }
    if (init?.method === 'POST' && url.includes('/Feedback')) {
      return envelopeResponse(200, { Id: 3, Status: 'talks_negative', AddedMatches: options.added ?? 0 });
    }
    if (url.includes('matched-providers')) return envelopeResponse(200, feedbackForm(), { Message: '' });
    return envelopeResponse(404, null);
  });
}

const agencyCard = (name: string) =>
  screen.getAllByTestId('agency-feedback').find((card) => card.textContent?.includes(name))!;

describe('client feedback on a project', () => {
  it('shows the project, the overall question and each matched agency with its current outcome', async () => {
    api();
    renderApp(<FeedbackPage mode={{ kind: 'client', offerKey: 'k3y-abcdef12' }} />, {
      user: sessionUserFixture(),
    });
    expect(await screen.findByTestId('feedback-project')).toHaveProperty(
      'textContent',
      'Mobil Uygulama Geliştirme · Deniz Gıda A.Ş. (4 Mart 2026 tarihinde oluşturuldu)',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      'http://api.test/api/v1/UserOfferFeedback/matched-providers/k3y-abcdef12',
    );
    expect(screen.getByRole('radiogroup', { name: /Projenizde son durum ne/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getAllByTestId('agency-feedback')).toHaveLength(2);
    const second = within(agencyCard('Moda Stüdyo')).getByLabelText('Son durum') as HTMLSelectElement;
    expect(second.value).toBe('considering');
    expect(
      within(agencyCard('Pikselhane')).getByRole('link', { name: 'Profili gör' }).getAttribute('href'),
    ).toBe('/ajans/pikselhane');
  });

  it('asks for a reason beside the right field and sends nothing until the answers are complete', async () => {
    api();
    renderApp(<FeedbackPage mode={{ kind: 'client', offerKey: 'k3y-abcdef12' }} />);
    const first = within(await screen.findByText('Pikselhane').then(() => agencyCard('Pikselhane')));
    expect(first.queryByLabelText(/Neden olmadı/)).toBeNull();
    fireEvent.change(first.getByLabelText('Son durum'), {
      target: { value: 'price_too_high' },
    });
    expect(first.getByLabelText(/Neden olmadı/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Geri bildirimi gönder' }));
    // The status question and the agency's reason each say "required"; focus goes to the first of them.
    await waitFor(() => expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(2));
    expect(screen.getByLabelText('Görüşmeler olumlu gidiyor').getAttribute('aria-invalid')).toBe('true');
    expect(first.getByText('Bu alan zorunludur.')).toBeTruthy();
    expect(first.getByLabelText(/Neden olmadı/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByLabelText('Görüşmeler olumsuz geçti'));
    expect(screen.getAllByLabelText(/Neden olmadı/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Geri bildirimi gönder' }));
    await waitFor(() => expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(2));
    expect(posts()).toEqual([]);
  });

  it('saves the changed agencies first, then the overall answer, and says how many agencies were added', async () => {
    api({ added: 2 });
    renderApp(<FeedbackPage mode={{ kind: 'client', offerKey: 'k3y-abcdef12' }} />);
    await screen.findAllByTestId('agency-feedback');
    const first = within(agencyCard('Pikselhane'));
    fireEvent.change(first.getByLabelText('Son durum'), { target: { value: 'no_reply' } });
    fireEvent.change(first.getByLabelText(/Neden olmadı/), { target: { value: 'speed' } });
    fireEvent.click(screen.getByLabelText('Yeni ajanslarla eşleşmek istiyorum'));
    expect(screen.getByText(/yerine projenize yeni ajanslar eşleştiririz/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Eklemek istedikleriniz/), {
      target: { value: 'Daha hızlı ajanslar' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Geri bildirimi gönder' }));

    expect(await screen.findByText(/Projenize 2 yeni ajans eşleştirdik/)).toBeTruthy();
    expect(posts()).toEqual([
      {
        url: 'http://api.test/api/v1/UserOfferFeedback',
        method: 'POST',
        body: { OfferKey: 'k3y-abcdef12', MatchedProviderId: 11, Outcome: 'no_reply', ReasonCode: 'speed' },
      },
      {
        url: 'http://api.test/api/v1/Feedback',
        method: 'POST',
        body: {
          OfferKey: 'k3y-abcdef12',
          Status: 'wants_new_match',
          ReasonCode: null,
          Note: 'Daha hızlı ajanslar',
        },
      },
    ]);
  });

  it('puts an API field error beside the agency it belongs to', async () => {
    api({ outcomeError: { ErrorCode: 'VALIDATION_FAILED', Errors: { ReasonCode: 'Geçersiz değer.' } } });
    renderApp(<FeedbackPage mode={{ kind: 'client', offerKey: 'k3y-abcdef12' }} />);
    await screen.findAllByTestId('agency-feedback');
    const first = within(agencyCard('Pikselhane'));
    fireEvent.change(first.getByLabelText('Son durum'), { target: { value: 'no_agreement' } });
    fireEvent.change(first.getByLabelText(/Neden olmadı/), { target: { value: 'price' } });
    fireEvent.click(screen.getByLabelText('Görüşmeler olumlu gidiyor'));
    fireEvent.click(screen.getByRole('button', { name: 'Geri bildirimi gönder' }));
    expect(await first.findByText('Geçersiz değer.')).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });
});

describe('changing given answers', () => {
  const answered = feedbackForm({
    Feedback: {
      Id: 3,
      OfferKey: 'k3y-abcdef12',
      Status: 'talks_positive',
      ReasonCode: null,
      Note: '',
      CreatedAt: '2026-03-07T10:00:00.000Z',
      AnsweredAt: '2026-03-08T12:30:00.000Z',
    },
  });

  it('says when the client answered, shows the saved answer and sends a change with PUT', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT') return envelopeResponse(200, { Id: 5 });
      if (init?.method === 'POST') {
        return envelopeResponse(200, {
          Id: 3,
          Status: 'talks_negative',
          AnsweredAt: '2026-03-09T08:00:00.000Z',
          AddedMatches: 0,
        });
      }
      if (url.includes('matched-providers')) return envelopeResponse(200, answered);
      return envelopeResponse(404, null);
    });
    renderApp(<FeedbackPage mode={{ kind: 'client', offerKey: 'k3y-abcdef12' }} />, {
      user: sessionUserFixture(),
    });
    const intro = await screen.findByTestId('feedback-answered');
    expect(intro.textContent).toContain(formatDateTime('2026-03-08T12:30:00.000Z', 'tr'));
    expect(within(agencyCard('Moda Stüdyo')).getByTestId('saved-outcome').textContent).toBe(
      'Kayıtlı yanıtınız: Teklifi değerlendiriyorum',
    );
    expect(within(agencyCard('Pikselhane')).queryByTestId('saved-outcome')).toBeNull();

    fireEvent.click(screen.getByLabelText('Görüşmeler olumsuz geçti'));
    fireEvent.change(screen.getByLabelText(/^Neden olmadı/, { selector: 'select[name="ReasonCode"]' }), {
      target: { value: 'price' },
    });
    const card = agencyCard('Moda Stüdyo');
    fireEvent.change(within(card).getByLabelText('Son durum'), { target: { value: 'price_too_high' } });
    fireEvent.change(within(card).getByLabelText(/Neden olmadı/), { target: { value: 'price' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yanıtlarımı güncelle' }));

    expect((await screen.findAllByText('Yanıtlarınız güncellendi.')).length).toBeGreaterThan(0);
    const sent = calls().filter((call) => call.method !== 'GET');
    expect(sent[0]).toEqual({
      url: 'http://api.test/api/v1/UserOfferFeedback/5',
      method: 'PUT',
      body: { Outcome: 'price_too_high', ReasonCode: 'price' },
    });
    expect(sent[1]).toMatchObject({ url: 'http://api.test/api/v1/Feedback', method: 'POST' });
    expect(sent).toHaveLength(2);
    await waitFor(() =>
      expect(within(agencyCard('Moda Stüdyo')).getByTestId('saved-outcome').textContent).toBe(
        'Kayıtlı yanıtınız: Fiyat çok yüksekti',
      ),
    );
  });
});

describe('the e-mailed feedback link', () => {
  it('reads and answers through the not-auth calls with the link’s user and token', async () => {
    api();
    renderApp(<ClientOfferFeedbackPage />, {
      path: '/client-offer-feedback?offer=k3y-abcdef12&user=7&token=s3cret-token-0123456789',
      locale: 'en',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How did it go with the agencies?' }),
    ).toBeTruthy();
    await screen.findAllByTestId('agency-feedback');
    expect(calls()[0]!.url).toBe(
      'http://api.test/api/v1/UserOfferFeedback/not-auth/matched-providers/k3y-abcdef12?UserId=7&Token=s3cret-token-0123456789',
    );
    fireEvent.click(screen.getByLabelText('I have chosen an agency'));
    fireEvent.change(within(agencyCard('Pikselhane')).getByLabelText('Where you stand'), {
      target: { value: 'agreement_reached' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findAllByText('Thank you! Your feedback has been saved.')).length).toBeGreaterThan(
      0,
    );
    expect(posts()).toEqual([
      {
        url: 'http://api.test/api/v1/UserOfferFeedback/not-auth',
        method: 'POST',
        body: {
          OfferKey: 'k3y-abcdef12',
          MatchedProviderId: 11,
          Outcome: 'agreement_reached',
          ReasonCode: null,
          UserId: 7,
          Token: 's3cret-token-0123456789',
        },
      },
      {
        url: 'http://api.test/api/v1/Feedback/not-auth',
        method: 'POST',
        body: {
          OfferKey: 'k3y-abcdef12',
          Status: 'agency_chosen',
          ReasonCode: null,
          Note: '',
          UserId: 7,
          Token: 's3cret-token-0123456789',
        },
      },
    ]);
  });

  it('shows the API’s message and the login for a wrong link, and a hint for an incomplete one', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(404, null, {
        ErrorCode: 'FEEDBACK_LINK_INVALID',
        Message: 'Bu geri bildirim bağlantısı geçersiz ya da süresi dolmuş.',
      }),
    );
    const { unmount } = renderApp(<ClientOfferFeedbackPage />, {
      path: '/client-offer-feedback?offer=k3y-abcdef12&user=7&token=wrong-token-0123456789',
    });
    expect(await screen.findByText('Bu geri bildirim bağlantısı geçersiz ya da süresi dolmuş.')).toBeTruthy();
    expect(screen.getByText('Bu bağlantı açılamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('agency-feedback')).toBeNull();
    unmount();

    fetchMock.mockClear();
    renderApp(<ClientOfferFeedbackPage />, { path: '/client-offer-feedback?offer=k3y-abcdef12' });
    expect(await screen.findByText(/Bağlantı eksik görünüyor/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the feedback pop-up of the client layout', () => {
  const pending = [
    {
      OfferKey: 'k3y-abcdef12',
      CategoryName: 'Mobil Uygulama Geliştirme',
      CompanyName: 'Deniz Gıda A.Ş.',
      CreatedAt: '2026-03-04T10:00:00.000Z',
      MatchedCount: 3,
      FeedbackId: null,
    },
  ];

  it('asks about a pending project, links to its feedback page and can be put off', async () => {
    window.sessionStorage.clear();
    fetchMock.mockImplementation(async () => envelopeResponse(200, pending));
    renderApp(<FeedbackPrompt user={sessionUserFixture()} />);
    const dialog = await screen.findByRole('dialog');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://api.test/api/v1/Feedback/not-completed');
    expect(within(dialog).getByText(/Mobil Uygulama Geliştirme · Deniz Gıda A.Ş./)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Yanıtla' }).getAttribute('href')).toBe(
      '/client/projects/k3y-abcdef12/feedback',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daha sonra' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('feedback-prompt-dismissed')).toBe('k3y-abcdef12');
  });

  it('stays hidden with a debt and does not even ask the API', async () => {
    window.sessionStorage.clear();
    fetchMock.mockImplementation(async () => envelopeResponse(200, pending));
    renderApp(<FeedbackPrompt user={sessionUserFixture({ TotalDebt: 1500 })} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

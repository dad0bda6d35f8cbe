import type { TOffer } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../../../test/offer-fixture.ts';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import ProjectCompletePage from '../../routes/client/project-complete.tsx';
import { MissingFieldsForm } from './components/missing-fields-form.tsx';

function offer(overrides: Partial<TOffer> = {}): TOffer {
  return offerFixture({
    StartDate: null,
    DistrictId: null,
    AudienceType: null,
    BusinessType: null,
    Turnover: null,
    IsTender: null,
    MissingFields: ['AudienceType', 'BusinessType', 'Turnover', 'IsTender'],
    MatchedCount: 0,
    ...overrides,
  });
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

describe('one project’s missing fields', () => {
  it('names the project and asks only for what it misses', () => {
    renderApp(<MissingFieldsForm offer={offer()} />);
    const form = screen.getByTestId('missing-fields-form');
    expect(
      within(form).getByRole('heading', { name: 'Mobil Uygulama Geliştirme · Deniz Gıda A.Ş.' }),
    ).toBeTruthy();
    expect(within(form).getByText('4 Mart 2026 tarihinde oluşturuldu')).toBeTruthy();
    expect(within(form).getByText('4 eksik alan')).toBeTruthy();
    expect(within(form).getByLabelText(/Hedef kitleniz/)).toBeTruthy();
    expect(within(form).queryByLabelText(/Coğrafi kapsam/)).toBeNull();
    expect(within(form).getByRole('radiogroup', { name: /Bu proje bir ihale mi/ })).toBeTruthy();
  });

  it('says "required" beside every empty field without calling the API', async () => {
    renderApp(<MissingFieldsForm offer={offer()} />);
    fireEvent.change(screen.getByLabelText(/Hedef kitleniz/), { target: { value: 'b2c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Projeyi kaydet' }));
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(3);
    expect(screen.getByLabelText(/İşletme türü/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Hedef kitleniz/).getAttribute('aria-invalid')).not.toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the answers and shows a field error from the API beside its field', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(400, null, {
        ErrorCode: 'VALIDATION_FAILED',
        Errors: { Turnover: 'Geçersiz değer.' },
      }),
    );
    renderApp(<MissingFieldsForm offer={offer()} />);
    fireEvent.change(screen.getByLabelText(/Hedef kitleniz/), { target: { value: 'b2b' } });
    fireEvent.change(screen.getByLabelText(/İşletme türü/), { target: { value: 'retail' } });
    fireEvent.change(screen.getByLabelText(/Yıllık ciro/), { target: { value: 'over_1b' } });
    fireEvent.click(screen.getByLabelText('Hayır'));
    fireEvent.click(screen.getByRole('button', { name: 'Projeyi kaydet' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(calls()[0]).toEqual({
      url: 'http://api.test/api/v1/offer/k3y-abcdef12/missing-fields',
      method: 'PUT',
      body: { AudienceType: 'b2b', BusinessType: 'retail', Turnover: 'over_1b', IsTender: false },
    });
    expect(await screen.findByText('Geçersiz değer.')).toBeTruthy();
    expect(screen.getByLabelText(/Yıllık ciro/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the /project-complete page', () => {
  it('completes the last project, then goes back to the timeline', async () => {
    let remaining = [offer({ MissingFields: ['IsTender'], IsTender: null })];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/offer/not-completed')) return envelopeResponse(200, remaining);
      if (url.endsWith('/missing-fields') && init?.method === 'PUT') {
        remaining = [];
        return envelopeResponse(200, offer({ MissingFields: [], IsTender: true }));
      }
      if (url.includes('/user/me/')) return envelopeResponse(200, sessionUserFixture());
      return envelopeResponse(404, null);
    });
    const { router } = renderApp(<ProjectCompletePage />, {
      user: sessionUserFixture({ IsHaveMissingDataOffer: true }),
      path: '/project-complete',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eksik bilgileri tamamlayın' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hesap bilgileri' })).toBeTruthy();
    expect((screen.getByLabelText(/İletişim e-postası/) as HTMLInputElement).value).toBe('ayse@example.com');
    fireEvent.click(await screen.findByLabelText('Evet'));
    fireEvent.click(screen.getByRole('button', { name: 'Projeyi kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/timeline'));
    expect(calls().find((call) => call.method === 'PUT')?.body).toEqual({ IsTender: true });
  });

  it('saves the account information through the settings call and stays while changes are unsaved', async () => {
    let remaining = [offer({ MissingFields: ['IsTender'] })];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/offer/not-completed')) return envelopeResponse(200, remaining);
      if (url.endsWith('/missing-fields')) {
        remaining = [];
        return envelopeResponse(200, offer({ MissingFields: [] }));
      }
      if (url.endsWith('/user/name') && init?.method === 'PUT') return envelopeResponse(200, null);
      return envelopeResponse(200, sessionUserFixture());
    });
    const { router } = renderApp(<ProjectCompletePage />, {
      user: sessionUserFixture({ IsHaveMissingDataOffer: true }),
      path: '/project-complete',
      locale: 'en',
    });
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Ayşegül' } });
    fireEvent.click(await screen.findByLabelText('No'));
    fireEvent.click(screen.getByRole('button', { name: 'Save project' }));
    expect(await screen.findByText('All your projects are complete')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project-complete');

    // The login e-mail is shown, not edited here: it changes in the settings, with the password.
    expect(screen.getByLabelText(/Contact e-mail/).hasAttribute('readonly')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save account information' }));
    await waitFor(() => expect(calls().some((call) => call.url.endsWith('/user/name'))).toBe(true));
    expect(calls().find((call) => call.url.endsWith('/user/name'))).toMatchObject({
      method: 'PUT',
      body: { Name: 'Ayşegül', Surname: 'Yılmaz', Email: 'ayse@example.com' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to my dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/timeline'));
  });
});

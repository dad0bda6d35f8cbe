import type { TCreditReport } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { CreditReportForm } from './components/credit-report-form.tsx';
import { CreditReportHistory } from './components/credit-report-history.tsx';
import { CreditReportResult } from './components/credit-report-result.tsx';

const READY: TCreditReport = {
  Id: 5,
  Status: 'ready',
  IdentityNumberMasked: '•••••••••46',
  Score: 700,
  Band: 'safe',
  RequestedAt: '2026-11-27T07:00:00.000Z',
  AnswerBy: '2026-11-27T08:00:00.000Z',
  AnsweredAt: '2026-11-27T07:00:01.000Z',
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let report: TCreditReport = READY;
let history: TCreditReport[] = [];
beforeEach(() => {
  report = READY;
  history = [];
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    const path = String(url);
    if (path.includes('/user/me/')) return envelopeResponse(200, sessionUserFixture());
    if (path.endsWith('/CreditReport')) return envelopeResponse(200, history);
    return envelopeResponse(200, report);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the credit report', () => {
  it('asks for the birth date and the consent before sending anything', async () => {
    const user = sessionUserFixture();
    renderApp(<CreditReportForm />, { user });
    // The account's verified number is filled in.
    expect((screen.getByLabelText(/Cep telefonu/) as HTMLInputElement).value).toBe('532 123 45 67');
    fireEvent.change(screen.getByLabelText(/T\.C\. kimlik numarası/), { target: { value: '10000065046' } });
    fireEvent.click(screen.getByRole('button', { name: 'Raporu iste' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Doğum tarihi/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(1);
    expect(screen.getByText('Devam etmek için onaylamanız gerekiyor.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('CreditReport'))).toBe(false);
  });

  it('shows a score on a band’s lower bound in that band, with what it means and the masked number', async () => {
    renderApp(<CreditReportResult id={5} />);
    const result = await screen.findByTestId('credit-result');
    expect(result.textContent).toContain('700 / 1000');
    expect(result.textContent).toContain('Güvenli');
    expect(result.textContent).toContain('Ödemelerinizi düzenli yapıyorsunuz');
    expect(screen.getByTestId('masked-identity').textContent).toBe('•••••••••46');
  });

  it('says a pending report is being prepared, in English too', async () => {
    report = { ...READY, Status: 'pending', Score: null, Band: null, AnsweredAt: null };
    renderApp(<CreditReportResult id={5} />, { locale: 'en' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/being prepared/));
    expect(screen.queryByTestId('credit-result')).toBeNull();
  });

  it('lists the earlier reports, each opening its result, but not the one on the page', async () => {
    history = [
      { ...READY, Id: 9, Score: null, Band: null, Status: 'pending', AnsweredAt: null },
      READY,
      { ...READY, Id: 3, Score: 540, Band: 'critical', RequestedAt: '2026-10-02T09:30:00.000Z' },
    ];
    renderApp(<CreditReportHistory exceptId={5} />);
    const table = await screen.findByTestId('credit-history');
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Hazırlanıyor');
    expect(rows[1]!.textContent).toContain('540 · Kritik');
    // Istanbul time: 09:30 UTC is 12:30.
    expect(rows[1]!.textContent).toContain('12:30');
    expect(rows[1]!.querySelector('a')!.getAttribute('href')).toBe('/credit-rating-result?id=3');
  });

  it('says when there is no report yet', async () => {
    renderApp(<CreditReportHistory exceptId={0} />, { locale: 'en' });
    expect(await screen.findByText('You have not requested a credit report yet.')).toBeTruthy();
  });
});

import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { useBillingInfoGate } from './billing-info-dialog.tsx';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
});

/** A pay button the way the top-up dialog uses the gate. */
function PayButton({ onPay }: { onPay: () => void }) {
  const { requireBillingInfo, dialog } = useBillingInfoGate();
  return (
    <>
      {dialog}
      <button type="button" onClick={() => requireBillingInfo(onPay)}>
        Öde
      </button>
    </>
  );
}

const SAVED = {
  Type: 'corporate',
  FullName: '',
  IdentityNumber: '',
  Title: 'Işık Yazılım A.Ş.',
  TaxNumber: '4540536920',
  TaxOffice: 'Kadıköy',
  Address: 'Moda Cad. No: 12',
  City: 'İstanbul',
  District: 'Kadıköy',
  Email: 'ayse@example.com',
  UpdatedAt: '2026-11-26T10:00:00.000Z',
};

describe('the billing-info pop-up before a payment', () => {
  it('goes straight on when the session has billing details', async () => {
    const onPay = vi.fn();
    renderApp(<PayButton onPay={onPay} />, { user: sessionUserFixture({ HasBillingInfo: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Öde' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the details first, refuses a wrong VKN beside its field, then saves and goes on', async () => {
    const puts: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/Invoice/customer') && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return envelopeResponse(200, SAVED);
      }
      if (url.endsWith('/Invoice/customer')) return envelopeResponse(200, null);
      return envelopeResponse(200, sessionUserFixture({ HasBillingInfo: true }));
    });
    const onPay = vi.fn();
    renderApp(<PayButton onPay={onPay} />, { user: sessionUserFixture({ HasBillingInfo: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Öde' }));
    expect(await screen.findByRole('dialog', { name: 'Fatura bilgileriniz' })).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();

    fireEvent.change(await screen.findByLabelText(/Şirket unvanı/), { target: { value: SAVED.Title } });
    fireEvent.change(screen.getByLabelText(/Vergi kimlik numarası/), { target: { value: '4540536921' } });
    fireEvent.change(screen.getByLabelText(/Vergi dairesi/), { target: { value: 'Kadıköy' } });
    fireEvent.change(screen.getByLabelText(/^Adres/), { target: { value: SAVED.Address } });
    fireEvent.change(screen.getByLabelText(/^İl(?!çe)/), { target: { value: 'İstanbul' } });
    fireEvent.change(screen.getByLabelText(/^İlçe/), { target: { value: 'Kadıköy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    expect(await screen.findByText('Geçerli bir vergi kimlik numarası girin (10 hane).')).toBeTruthy();
    expect(puts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Vergi kimlik numarası/), { target: { value: '4540536920' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(puts).toEqual([
      expect.objectContaining({ Type: 'corporate', TaxNumber: '4540536920', Email: 'ayse@example.com' }),
    ]);
  });
});

import type { TCouponCheck, TLeadcoinCampaignTier } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import { CampaignTiersPanel } from './campaign-tiers-panel.tsx';
import { CouponField } from './coupon-field.tsx';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TIERS: TLeadcoinCampaignTier[] = [
  {
    Id: 1,
    MinTopUpKurus: 250000,
    BonusKurus: null,
    BonusPercent: 5,
    BonusAtMinimumKurus: 12500,
    ValidFrom: '2026-01-01T00:00:00Z',
    ValidTo: null,
  },
  {
    Id: 2,
    MinTopUpKurus: 500000,
    BonusKurus: null,
    BonusPercent: 10,
    BonusAtMinimumKurus: 50000,
    ValidFrom: '2026-01-01T00:00:00Z',
    ValidTo: null,
  },
  {
    Id: 3,
    MinTopUpKurus: 1000000,
    BonusKurus: null,
    BonusPercent: 15,
    BonusAtMinimumKurus: 150000,
    ValidFrom: '2026-01-01T00:00:00Z',
    ValidTo: null,
  },
];

function check(overrides: Partial<TCouponCheck>): TCouponCheck {
  return {
    Name: 'KASIM40',
    Applies: true,
    Reason: null,
    Message: null,
    Type: 'percent',
    Value: 40,
    Title: '',
    MinimumBasketKurus: 0,
    ValidTo: null,
    DiscountKurus: 240000,
    SubtotalKurus: 600000,
    TotalKurus: 360000,
    Lines: [],
    ...overrides,
  };
}

describe('the campaign tiers panel', () => {
  it('prints each tier and, for a typed amount, the tier it reaches and what the next needs', () => {
    renderApp(<CampaignTiersPanel tiers={TIERS} amountKurus={600000} />);
    const tiers = screen.getAllByTestId('campaign-tier');
    expect(tiers.map((t) => t.textContent)).toEqual([
      expect.stringContaining('₺2.500 yükleyin, ₺125 bonus kazanın'),
      expect.stringContaining('₺5.000 yükleyin, ₺500 bonus kazanın'),
      expect.stringContaining('₺10.000 yükleyin, ₺1.500 bonus kazanın'),
    ]);
    expect(tiers[1]!.getAttribute('data-state')).toBe('reached');
    expect(tiers[2]!.getAttribute('data-state')).toBe('next');
    expect(screen.getByTestId('campaign-estimate').textContent).toBe(
      '₺6.000 yüklemede ₺600 bonus kazanırsınız. ₺4.000 daha yüklerseniz ₺1.500 bonus kazanırsınız.',
    );
  });

  it('says what the first tier needs below it, in English too', () => {
    renderApp(<CampaignTiersPanel tiers={TIERS} withAmountField />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText(/Amount to top up/), { target: { value: '1000' } });
    expect(screen.getByTestId('campaign-estimate').textContent).toContain(
      'Top up at least ₺2,500 for a bonus.',
    );
    expect(screen.getAllByTestId('campaign-tier')[0]!.getAttribute('data-state')).toBe('next');
  });
});

describe('the coupon field', () => {
  const lines = [{ kind: 'category_subscription' as const, amountKurus: 600000, periodMonths: 12 }];

  it('asks the API about the typed coupon for the basket and shows the discount', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, check({})));
    const onChange = vi.fn();
    renderApp(<CouponField lines={lines} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Kupon kodu'), { target: { value: 'kasim40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect((await screen.findByTestId('coupon-applied')).textContent).toContain(
      'KASIM40 uygulandı: ₺2.400 indirim',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      'http://api.test/api/v1/Coupon/kasim40?Items=category_subscription%3A600000%3A12',
    );
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ DiscountKurus: 240000 }));
  });

  it('shows the API’s reason beside the field when it does not apply', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(
        200,
        check({ Applies: false, Reason: 'expired', Message: 'Bu kuponun süresi dolmuş.', DiscountKurus: 0 }),
      ),
    );
    renderApp(<CouponField lines={lines} />);
    fireEvent.change(screen.getByLabelText('Kupon kodu'), { target: { value: 'ESKI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(screen.getByText('Bu kuponun süresi dolmuş.')).toBeTruthy());
    expect(screen.getByLabelText('Kupon kodu').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });

  it('asks for a code before calling the API', async () => {
    renderApp(<CouponField lines={lines} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Bir kupon kodu yazın.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

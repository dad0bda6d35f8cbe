import type { TRoiMonth } from '@brifa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { RoiTable } from './components/roi-table.tsx';

const EMPTY = { AccessFeesKurus: 0, SubscriptionsKurus: 0, SpendKurus: 0, Opportunities: 0, Accessed: 0 };
const MONTHS: TRoiMonth[] = [
  {
    ...EMPTY,
    Month: '2026-10',
    AccessFeesKurus: 300_00,
    SubscriptionsKurus: 1200_00,
    SpendKurus: 1500_00,
    Opportunities: 1200,
    Accessed: 2,
    Replied: 1,
    Meetings: 1,
    Won: 1,
    RefundsKurus: 0,
  },
  { ...EMPTY, Month: '2026-11', Replied: 1, Meetings: 0, Won: 1, RefundsKurus: 150_00 },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the return on spend', () => {
  it.each([
    ['tr', 'Ekim 2026', '₺1.500', '1.200', 'Kazanılan iş başına net harcama: ₺675'],
    ['en', 'October 2026', '₺1,500', '1,200', 'Net spend per project won: ₺675'],
  ] as const)(
    'writes months, money and counts the reader’s way (%s)',
    (locale, month, spend, count, perWin) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => envelopeResponse(200, sessionUserFixture())),
      );
      renderApp(<RoiTable months={MONTHS} />, { locale });
      const row = screen.getByRole('row', { name: new RegExp(month) });
      expect(within(row).getByText(spend)).toBeTruthy();
      expect(within(row).getByText(count)).toBeTruthy();
      // (1500 − 150) / 2 won
      expect(screen.getByTestId('cost-per-win').textContent).toBe(perWin);
    },
  );
});

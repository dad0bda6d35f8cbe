import { NOTIFICATION_KINDS, notificationPageIndex, type TNotification } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n.tsx';
import { liveSocketUrl } from '../../lib/live-events.ts';
import { notificationText } from './notification-text.ts';

const notification = (kind: TNotification['Kind'], Params: TNotification['Params']): TNotification => ({
  Id: 1,
  Kind: kind,
  Params,
  Link: '/client/notification',
  CreatedAt: '2026-11-24T09:00:00.000Z',
  IsRead: false,
});

describe('notification texts', () => {
  it('every kind reads as a sentence in both languages, with its values filled in', () => {
    for (const locale of ['tr', 'en'] as const) {
      const t = translator(locale);
      for (const kind of NOTIFICATION_KINDS) {
        const text = notificationText(
          notification(kind, {
            AgencyName: 'Pikselhane',
            ClientName: 'Moda Kahve',
            OfferTitle: 'Mobil',
            Preview: 'Selam',
            AmountKurus: 250000,
            Rating: 5,
            Days: 7,
            Succeeded: true,
          }),
          t,
          locale,
        );
        expect(text, `${locale} ${kind}`).not.toMatch(/[{}]|notifications\./);
        expect(text.length, `${locale} ${kind}`).toBeGreaterThan(10);
      }
    }
  });

  it('tells an agency of a new opportunity by its need, never by the client (issue 15)', () => {
    const need = {
      OfferKey: 'k1',
      CategoryTr: 'Mobil Uygulama Geliştirme',
      CategoryEn: 'Mobile App Development',
      SectorTr: 'Gıda',
      SectorEn: 'Food',
      CityName: 'İzmir',
      BudgetTry: 750000,
    };
    expect(notificationText(notification('new_match', need), translator('tr'), 'tr')).toBe(
      'Bir marka, yeni bir “Mobil Uygulama Geliştirme” projesi için ajans arıyor (sektör: Gıda, şehir: İzmir, bütçe: ₺500.000–₺1.000.000). Fırsatı 24 saat içinde yanıtlayın.',
    );
    expect(
      notificationText(notification('new_match', { ...need, BudgetTry: null }), translator('en'), 'en'),
    ).toBe(
      'A brand is looking for an agency for a new “Mobile App Development” project (sector: Food, city: İzmir, budget not given). Respond within 24 hours.',
    );
    // Before access an outcome names neither the client nor the winner; a notice stored before carries no need.
    expect(notificationText(notification('project_agreed', need), translator('en'), 'en')).toBe(
      'An agreement was reached on the Mobile App Development project.',
    );
    expect(notificationText(notification('project_closed', need), translator('tr'), 'tr')).toBe(
      'Mobil Uygulama Geliştirme projesi kapandı.',
    );
    expect(
      notificationText(
        notification('new_match', { OfferKey: 'k1', ClientName: 'Moda Kahve' }),
        translator('tr'),
        'tr',
      ),
    ).toBe('Bir marka yeni bir proje için ajans arıyor. Fırsatı 24 saat içinde yanıtlayın.');
  });

  it('names the agency or the client that wrote, and writes money the reader’s way', () => {
    const tr = translator('tr');
    expect(
      notificationText(
        notification('new_message', { AgencyName: 'Pikselhane', Preview: 'Yarın?' }),
        tr,
        'tr',
      ),
    ).toBe('Pikselhane size mesaj gönderdi: Yarın?');
    const en = translator('en');
    expect(notificationText(notification('refund_granted', { AmountKurus: 250000 }), en, 'en')).toBe(
      '₺2,500 was refunded to your wallet.',
    );
  });
});

describe('paging and the live address', () => {
  it('sends the page minus one', () => {
    expect([1, 2, 3].map(notificationPageIndex)).toEqual([0, 1, 2]);
    expect(notificationPageIndex(0)).toBe(0);
  });

  it('opens the live socket on the API’s host, wss on https', () => {
    expect(liveSocketUrl('', { protocol: 'https:', host: 'brifa.com.tr' })).toBe(
      'wss://brifa.com.tr/api/v1/Live',
    );
    expect(liveSocketUrl('http://127.0.0.1:3000/', { protocol: 'http:', host: 'x' })).toBe(
      'ws://127.0.0.1:3000/api/v1/Live',
    );
  });
});

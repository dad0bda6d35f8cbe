/** Türkçe: abonelik borçları ve ödemesi (/need-subscription-payment, issue 19). */
export const debtsTr = {
  'debts.title': 'Abonelik borcu ödemesi',
  'debts.intro':
    'Yenileme ödemesi alınamayan aboneliğiniz için toplam {total} borcunuz var. Borç ödenene kadar yeni fırsatlara erişemezsiniz.',
  'debts.none': 'Ödenmemiş borcunuz yok.',
  'debts.toOpportunities': 'Fırsatlara dön',
  'debts.subscription': 'Abonelik yenileme',
  'debts.due': 'Son ödeme: {date}',
  'debts.vat': 'KDV dahil',
  'debts.stopped': 'Aboneliğiniz durduruldu; ödediğinizde yeni bir dönem için yeniden başlar.',
  'debts.nextAttempt': 'Kayıtlı kartınızdan {date} tarihinde tekrar denenecek.',
  'debts.payByCard': 'Kartla öde',
  'debts.payByTransfer': 'Havale/EFT ile öde',
  'debts.failed': 'İşlem tamamlanamadı. Sayfayı yenileyip tekrar deneyin.',
  'debts.card.title': 'Borcu kartla öde',
  'debts.card.amount': 'Ödenecek tutar: {amount} (KDV dahil)',
} as const;

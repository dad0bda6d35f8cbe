/** Türkçe: eski modelin komisyon taksitleri (/premium/comission-pays, /need-to-pay; issue 20). */
export const commissionsTr = {
  'commissions.title': 'Komisyon ödemeleri',
  'commissions.intro':
    '14 Ekim 2024’ten önce oluşturulan projelerde, aylık anlaşmalarınızın her ayının %{rate} komisyonu {months} ay boyunca aylık taksitlerle ödenir.',
  'commissions.none': 'Komisyon ödeme planınız yok.',
  'commissions.summary': 'Ödenmemiş: {unpaid} · Vadesi geçmiş: {overdue}',
  'commissions.piece': 'Proje {project} · {n}/{count}. ay',
  'commissions.of': 'Aylık anlaşma tutarı {amount} üzerinden',
  'commissions.dueOn': 'Son ödeme: {date}',
  'commissions.paidOn': 'Ödendi: {date}',
  'commissions.status.paid': 'Ödendi',
  'commissions.status.due': 'Vadesi gelmedi',
  'commissions.status.overdue': 'Vadesi geçti',
  'commissions.payByCard': 'Kartla öde',
  'commissions.payByTransfer': 'Havale/EFT ile öde',
  'commissions.payAllOverdue': 'Vadesi geçenlerin hepsini öde ({amount})',
  'commissions.failed': 'İşlem tamamlanamadı. Sayfayı yenileyip tekrar deneyin.',
  'commissions.card.title': 'Komisyonu kartla öde',
  'commissions.card.amount': 'Ödenecek tutar: {amount} (KDV dahil)',
  'needToPay.title': 'Ödenmesi gereken borçlar',
  'needToPay.intro':
    'Vadesi geçmiş toplam {total} borcunuz var. Borç ödenene kadar yeni fırsatlara erişemezsiniz.',
  'needToPay.none': 'Vadesi geçmiş borcunuz yok.',
  'needToPay.commissions': 'Vadesi geçmiş komisyon taksitleri',
  'needToPay.subscriptions': 'Abonelik borçları',
  'needToPay.allPieces': 'Tüm komisyon planını gör',
};

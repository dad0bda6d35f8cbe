/** Turkish texts of the leadcoin wallet screen (/premium/wallet-transactions); en counterpart in ./wallet.en.ts. */
export const walletTr = {
  'wallet.menu': 'Cüzdan',
  'wallet.title': 'Cüzdan hareketleri',
  'wallet.subtitle':
    'Leadcoin bakiyenizle aboneliğinizin kapsamadığı projelerin müşteri bilgilerini görebilirsiniz. Her harcama, hediye ve iade burada listelenir.',
  'wallet.balance.label': 'Güncel bakiye',
  'wallet.balance.hint': '1 leadcoin = 1 TL',
  'wallet.credit.title': 'Nasıl bakiye kazanırım?',
  'wallet.credit.gifts':
    'Hediye bakiye: profilinizi tamamladığınızda ve kampanyalarda Brifa cüzdanınıza leadcoin ekler.',
  'wallet.credit.refunds':
    'İadeler: müşteri sizinle anlaşırsa görüntüleme ücretinin {refundMultiple} katına kadar iade alırsınız; müşteri erişiminizden sonraki {dismissRefundHours} saat içinde "ilgilenmiyorum" derse ücret geri yüklenir.',
  'wallet.credit.topUp':
    'Kartla yükleme (en az {minimum}) kartla ödeme özelliğiyle birlikte gelecek; şimdilik yükleme yapılamıyor.',
  'wallet.list.title': 'Hareketler',
  'wallet.list.date': 'Tarih',
  'wallet.list.description': 'Açıklama',
  'wallet.list.amount': 'Tutar',
  'wallet.list.balanceAfter': 'Sonraki bakiye',
  'wallet.list.project': 'Proje: {key}',
  'wallet.list.pages': 'Cüzdan hareketleri sayfaları',
  'wallet.list.loading': 'Cüzdan hareketleri yükleniyor',
  'wallet.list.failed': 'Cüzdan hareketleri yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
  'wallet.empty.title': 'Henüz cüzdan hareketi yok',
  'wallet.empty.text':
    'Hediye bakiye ya da ödediğiniz bir proje görüntüleme ücreti olduğunda burada göreceksiniz.',
  'wallet.reason.grant': 'Hediye bakiye',
  'wallet.reason.seed_gift': 'Hoş geldin hediyesi',
  'wallet.reason.profile_bonus': 'Profil tamamlama ödülü',
  'wallet.reason.project_view': 'Proje görüntüleme ücreti',
  'wallet.reason.refund_won': 'İade: müşteri sizinle anlaştı',
  'wallet.reason.refund_dismissed': 'İade: müşteri {dismissRefundHours} saat içinde ilgilenmediğini bildirdi',
  'wallet.reason.refund_invalid': 'İade: proje geçersiz sayıldı',
  'wallet.reason.top_up': 'Kartla yükleme',
  'wallet.type.subscription': 'Abonelik',
  'wallet.type.leadcoin': 'Leadcoin',
  'wallet.type.commission': 'Komisyon',
  'wallet.type.boost': 'Öne çıkarma',
  'wallet.type.job': 'İş ilanı',
  'wallet.type.gift': 'Hediye',
  'wallet.type.spending': 'Harcama',
  'wallet.type.top-up': 'Yükleme',
};

/** Turkish texts of the packages (/premium/products, /premium/products-global); en in ./packages.en.ts. */
export const packagesTr = {
  'packages.menu': 'Paketler',
  'premium.menu.subscriptions': 'Kategori aboneliklerim',
  'premium.menu.ads': 'Reklam',
  'premium.menu.boost': 'Öne çıkarma',
  'premium.menu.addOns': 'Ek hizmetler',
  'packages.title': 'Paketler',
  'packages.lead': 'Kategori haklarınızla fırsatlara görüntüleme ücreti ödemeden erişin.',
  'packages.period': 'Dönem',
  'packages.period.monthly': 'Aylık',
  'packages.period.months': '{count} ay',
  'packages.perMonth': 'Aylık {amount}',
  'packages.periodTotal': '{count} ay için toplam {amount}',
  'packages.vatIncluded': 'KDV dahil (%{rate} KDV: {vat})',
  'packages.rights': '{count} kategori hakkı',
  'packages.sixMonths': '6 aylık: {amount}',
  'packages.year': 'Yıllık: {amount}',
  'packages.elite.extras':
    'Seçeceğiniz bir kategoride {eliteAdMonths} ay reklam ve {eliteGlobalPlusMonths} ay global plus abonelik dahil',
  'packages.moneyBack':
    '{days} gün para iade garantisi: satın aldıktan sonraki {days} gün içinde vazgeçerseniz ödediğiniz tutarın tamamı kartınıza iade edilir.',
  'packages.buy': 'Satın al',
  'packages.checkout.title': '{name} satın al',
  'packages.current.badge': 'Mevcut paketiniz',
  'packages.current.line':
    'Mevcut paketiniz: {plan}, {end} tarihine kadar. Kullanılan kategori hakkı: {used} / {total}.',
  'packages.upgrade': 'İptal et ve yükselt',
  'packages.upgrade.title': '{name} paketine geçiş',
  'packages.upgrade.moneyBack':
    '{plan} paketiniz şimdi sona erecek ve {days} günlük para iade garantisiyle ödediğiniz {amount} kartınıza iade edilecek (cüzdanınıza eklenen %{share} pay geri alınır). Ardından yeni paketin ödemesine geçeceksiniz.',
  'packages.upgrade.noRefund':
    '{plan} paketiniz şimdi sona erecek. {days} günlük para iade süresi geçtiği için kalan sürenin bedeli iade edilmez. Ardından yeni paketin ödemesine geçeceksiniz.',
  'packages.upgrade.keep': 'Vazgeç',
  'packages.upgrade.confirm': 'Paketimi iptal et',
  'packages.upgrade.failed': 'Paket iptal edilemedi. Lütfen tekrar deneyin.',
  'packages.global.title': 'Global plus abonelik',
  'packages.global.lead': 'Global markanın plus aboneliği ile ajansınızı daha geniş bir kitleye tanıtın.',
  'packages.global.elite': 'Elite paket sahiplerine 1 yıllık global plus dahildir.',
  'payments.checkout.subtotal': 'Ara toplam',
  'payments.checkout.discount': 'İndirim ({coupon})',
};

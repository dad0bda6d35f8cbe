/** Turkish texts of the billing details (the pop-up before the first payment and /premium/billing); en in ./billing.en.ts. */
export const billingTr = {
  'billing.menu': 'Fatura bilgileri',
  'billing.title': 'Fatura bilgileri',
  'billing.subtitle':
    'Ödemelerinizin faturaları bu bilgilerle düzenlenir ve e-posta adresinize gönderilir. Değişiklikler sonraki faturalardan itibaren geçerli olur.',
  'billing.agencyNote':
    'Bu bilgiler ajansınızındır; ekipteki herkesin ödemeleri aynı bilgilerle faturalanır.',
  'billing.type.label': 'Fatura türü',
  'billing.type.individual': 'Bireysel',
  'billing.type.corporate': 'Kurumsal',
  'billing.fullName': 'Ad soyad',
  'billing.identityNumber': 'T.C. kimlik numarası',
  'billing.identityNumberHint': '11 hane',
  'billing.title.label': 'Şirket unvanı',
  'billing.taxNumber': 'Vergi kimlik numarası (VKN)',
  'billing.taxNumberHint': '10 hane',
  'billing.taxOffice': 'Vergi dairesi',
  'billing.address': 'Adres',
  'billing.city': 'İl',
  'billing.district': 'İlçe',
  'billing.email': 'Faturanın gönderileceği e-posta',
  'billing.save': 'Kaydet',
  'billing.saved': 'Fatura bilgileriniz kaydedildi.',
  'billing.dialog.title': 'Fatura bilgileriniz',
  'billing.dialog.text':
    'Ödemeden önce faturanızın kime düzenleneceğini bilmemiz gerekiyor. Bu bilgileri bir kez girmeniz yeterli.',
  'billing.dialog.submit': 'Kaydet ve devam et',
  'billing.dialog.cancel': 'Vazgeç',
};

import type { TLocale } from './locale.ts';

export type TLocalizedText = Record<TLocale, string>;

/** Status fallbacks of spec/rules.md section 8: the message shown when an answer carries no message of its own. */
export const STATUS_MESSAGES = {
  serverError: {
    tr: 'Beklenmeyen bir sunucu hatası oluştu. Sunucularımız bakımda olabilir, lütfen biraz sonra tekrar deneyin.',
    en: 'An unexpected server error occurred. Our servers may be under maintenance, please try again later.',
  },
  badRequest: {
    tr: 'Hatalı istek. Lütfen zorunlu alanları doldurun; sorun sürerse sayfayı yenileyin veya çerezleri temizleyin.',
    en: 'Bad request. Please fill in the required fields; if it persists, refresh the page or clear your cookies.',
  },
  unauthorized: {
    tr: 'Bu işlem için yetkiniz yok. Devam etmek için lütfen giriş yapın.',
    en: 'You do not have permission. Please log in to continue.',
  },
  forbidden: {
    tr: 'Bu işlemi yapmaya yetkiniz bulunmuyor.',
    en: 'You are not authorized for this operation.',
  },
  notFound: {
    tr: 'Aradığınız sayfa kaldırılmış ya da bulunamadı. Lütfen tekrar arayın veya ana sayfaya dönün.',
    en: 'The page you are looking for has been removed or not found. Please search again or go to the home page.',
  },
  unprocessable: {
    tr: 'İstek işlenemedi.',
    en: 'The request could not be processed.',
  },
  success: {
    tr: 'Değişiklikler başarıyla kaydedildi.',
    en: 'Changes saved successfully.',
  },
  unexpected: {
    tr: 'Beklenmeyen bir hata oluştu.',
    en: 'An unexpected error occurred.',
  },
  network: {
    tr: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    en: 'The server could not be reached. Check your internet connection and try again.',
  },
} satisfies Record<string, TLocalizedText>;

export function statusMessage(status: number, locale: TLocale): string {
  const key: keyof typeof STATUS_MESSAGES =
    status >= 500
      ? 'serverError'
      : status === 400
        ? 'badRequest'
        : status === 401
          ? 'unauthorized'
          : status === 403
            ? 'forbidden'
            : status === 404
              ? 'notFound'
              : status === 422
                ? 'unprocessable'
                : status === 200 || status === 201
                  ? 'success'
                  : 'unexpected';
  return STATUS_MESSAGES[key][locale];
}

/** Field-level validation messages, shared by API answers and form errors. */
export const FIELD_MESSAGES = {
  required: { tr: 'Bu alan zorunludur.', en: 'This field is required.' },
  invalid: { tr: 'Geçersiz değer.', en: 'Invalid value.' },
  digitsOnly: { tr: 'Yalnızca rakam girin.', en: 'Enter digits only.' },
  email: { tr: 'Geçerli bir e-posta adresi girin.', en: 'Enter a valid e-mail address.' },
  url: { tr: 'Geçerli bir adres (URL) girin.', en: 'Enter a valid URL.' },
  tooShort: { tr: 'En az {min} karakter girin.', en: 'Enter at least {min} characters.' },
  tooLong: { tr: 'En fazla {max} karakter girin.', en: 'Enter at most {max} characters.' },
  tooSmall: { tr: 'En az {min} olmalı.', en: 'Must be at least {min}.' },
  tooBig: { tr: 'En fazla {max} olabilir.', en: 'Must be at most {max}.' },
  phone: {
    tr: 'Geçerli bir cep telefonu numarası girin (başında 0 olmadan, 5XX XXX XX XX).',
    en: 'Enter a valid mobile number (without the leading 0, 5XX XXX XX XX).',
  },
  password: { tr: 'Şifre en az 8 karakter olmalı.', en: 'The password must be at least 8 characters.' },
  passwordsMatch: { tr: 'Şifreler eşleşmiyor.', en: 'The passwords do not match.' },
  mustAccept: { tr: 'Devam etmek için onaylamanız gerekiyor.', en: 'You need to accept this to continue.' },
  code: { tr: '6 haneli doğrulama kodunu girin.', en: 'Enter the 6-digit verification code.' },
  vkn: {
    tr: 'Geçerli bir vergi kimlik numarası girin (10 hane).',
    en: 'Enter a valid tax number (10 digits).',
  },
  tckn: {
    tr: 'Geçerli bir T.C. kimlik numarası girin (11 hane).',
    en: 'Enter a valid Turkish identity number (11 digits).',
  },
  legalSuffix: { tr: 'Şirket türünü seçin: A.Ş. veya LTD.', en: 'Choose the company type: A.Ş. or LTD.' },
  companyTitle: {
    tr: 'Yasal unvanı eksiksiz yazın; unvan seçtiğiniz şirket türünün ekiyle bitmeli (A.Ş. / Ltd. Şti.).',
    en: 'Write the full legal title; it must end with the suffix of the company type you chose (A.Ş. / Ltd. Şti.).',
  },
  year: { tr: 'Geçerli bir yıl girin.', en: 'Enter a valid year.' },
  portfolioMedia: {
    tr: 'En az bir fotoğraf ya da bir video bağlantısı ekleyin.',
    en: 'Add at least one photo or a video link.',
  },
  portfolioMediaBoth: {
    tr: 'Fotoğraf ya da video ekleyebilirsiniz, ikisini birden değil.',
    en: 'Add photos or a video, not both.',
  },
  embedUrl: {
    tr: 'Videonun paylaşım menüsündeki "Yerleştir" bağlantısını girin (ör. https://www.youtube.com/embed/…).',
    en: 'Enter the video’s embed link from its Share > Embed menu (e.g. https://www.youtube.com/embed/…).',
  },
  duplicateTag: { tr: 'Aynı etiketi iki kez ekleyemezsiniz.', en: 'The same tag cannot be added twice.' },
  duplicateChoice: { tr: 'Aynı seçim iki kez yapılamaz.', en: 'The same choice cannot be made twice.' },
  atLeastThree: { tr: 'En az 3 tane ekleyin.', en: 'Add at least 3.' },
  portfolioDetail: {
    tr: 'Giriş, zorluklar, çözüm ve etki bölümleri toplamda en az 400 karakter olmalı.',
    en: 'Introduction, challenges, solution and impact must total at least 400 characters.',
  },
  endBeforeStart: {
    tr: 'Bitiş tarihi başlangıçtan önce olamaz.',
    en: 'The end date cannot be before the start date.',
  },
  futureDate: { tr: 'İleri bir tarih giremezsiniz.', en: 'The date cannot be in the future.' },
  socialUrl: {
    tr: 'Bu platformdaki sayfanızın tam adresini girin (ör. https://www.linkedin.com/company/ajansiniz).',
    en: 'Enter the full address of your page on this platform (e.g. https://www.linkedin.com/company/your-agency).',
  },
} satisfies Record<string, TLocalizedText>;

export type TFieldMessageKey = keyof typeof FIELD_MESSAGES;

export function formatMessage(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

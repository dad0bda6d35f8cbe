import {
  formatKurus,
  type TLocale,
  type TNotificationKind,
  type TNotificationParams,
} from '@brifa/contracts';

type TText = (p: TNotificationParams) => { title: string; body: string; action: string };

/** The project's name in a sentence: its category for the client, the client's company for agencies. */
function project(p: TNotificationParams, locale: TLocale): string {
  if (p.OfferTitle) return locale === 'tr' ? `“${p.OfferTitle}” projesi` : `the “${p.OfferTitle}” project`;
  if (p.ClientName) return locale === 'tr' ? `${p.ClientName} projesi` : `the ${p.ClientName} project`;
  return locale === 'tr' ? 'proje' : 'the project';
}

/**
 * The words of every notice, in both languages: the e-mail's subject and text, WhatsApp and chat-channel
 * messages. The web app shows the same notifications from its own dictionaries (notifications.{tr,en}.ts).
 */
export const NOTICE_TEXTS: Record<TNotificationKind, Record<TLocale, TText>> = {
  new_match: {
    tr: (p) => ({
      title: 'Yeni iş fırsatı',
      body: `${p.ClientName ?? 'Bir müşteri'} yeni bir proje için ajans arıyor. Fırsatı 24 saat içinde yanıtlayın.`,
      action: 'Fırsatı gör',
    }),
    en: (p) => ({
      title: 'New opportunity',
      body: `${p.ClientName ?? 'A client'} is looking for an agency for a new project. Respond within 24 hours.`,
      action: 'See the opportunity',
    }),
  },
  new_quote: {
    tr: (p) => ({
      title: 'Yeni teklif',
      body: `${p.AgencyName ?? 'Bir ajans'} ${project(p, 'tr')} için teklif gönderdi.`,
      action: 'Teklifi gör',
    }),
    en: (p) => ({
      title: 'New quote',
      body: `${p.AgencyName ?? 'An agency'} sent a quote for ${project(p, 'en')}.`,
      action: 'See the quote',
    }),
  },
  new_message: {
    tr: (p) => ({
      title: `${p.AgencyName ?? p.ClientName ?? ''} size mesaj gönderdi`,
      body: p.Preview ?? '',
      action: 'Mesajı oku',
    }),
    en: (p) => ({
      title: `${p.AgencyName ?? p.ClientName ?? ''} sent you a message`,
      body: p.Preview ?? '',
      action: 'Read the message',
    }),
  },
  project_stopped: {
    tr: (p) => ({
      title: 'Proje durduruldu',
      body: `Müşteri, ${project(p, 'tr')} için teklif almayı durdurdu.`,
      action: 'Projeyi gör',
    }),
    en: (p) => ({
      title: 'Project paused',
      body: `The client paused ${project(p, 'en')}.`,
      action: 'See the project',
    }),
  },
  project_closed: {
    tr: (p) => ({
      title: 'Proje kapandı',
      body: `Müşteri ${project(p, 'tr')}ni kapattı.`,
      action: 'Projeyi gör',
    }),
    en: (p) => ({
      title: 'Project closed',
      body: `The client closed ${project(p, 'en')}.`,
      action: 'See the project',
    }),
  },
  project_agreed: {
    tr: (p) => ({
      title: 'Anlaşma sağlandı',
      body: `${project(p, 'tr')} için ${p.AgencyName ?? 'bir ajans'} ile anlaşıldı.`,
      action: 'Projeyi gör',
    }),
    en: (p) => ({
      title: 'Agreement reached',
      body: `The client agreed with ${p.AgencyName ?? 'an agency'} on ${project(p, 'en')}.`,
      action: 'See the project',
    }),
  },
  access_paid: {
    tr: (p) => ({
      title: 'Bir ajans projenizi inceliyor',
      body: `${p.AgencyName ?? 'Bir ajans'} ${project(p, 'tr')} ayrıntılarını açtı; yakında sizinle iletişime geçecek.`,
      action: 'Ajansları gör',
    }),
    en: (p) => ({
      title: 'An agency is reviewing your project',
      body: `${p.AgencyName ?? 'An agency'} opened the details of ${project(p, 'en')} and will contact you soon.`,
      action: 'See the agencies',
    }),
  },
  refund_granted: {
    tr: (p) => ({
      title: 'İade yapıldı',
      body: `${formatKurus(p.AmountKurus ?? 0, 'tr')} cüzdanınıza iade edildi.`,
      action: 'Cüzdanı gör',
    }),
    en: (p) => ({
      title: 'Refund granted',
      body: `${formatKurus(p.AmountKurus ?? 0, 'en')} was refunded to your wallet.`,
      action: 'See the wallet',
    }),
  },
  review_received: {
    tr: (p) => ({
      title: 'Yeni değerlendirme',
      body: `Profilinize ${p.Rating ?? ''} puanlı yeni bir değerlendirme yayınlandı.`,
      action: 'Değerlendirmeyi gör',
    }),
    en: (p) => ({
      title: 'New review',
      body: `A new ${p.Rating ?? ''}-star review was published on your profile.`,
      action: 'See the review',
    }),
  },
  payment_result: {
    tr: (p) => ({
      title: p.Succeeded ? 'Ödemeniz alındı' : 'Ödemeniz tamamlanamadı',
      body: p.Succeeded
        ? `${formatKurus(p.AmountKurus ?? 0, 'tr')} tutarındaki ödemeniz alındı.`
        : 'Ödeme tamamlanamadı; kart bilgilerinizi kontrol edip tekrar deneyin.',
      action: 'İşlemleri gör',
    }),
    en: (p) => ({
      title: p.Succeeded ? 'Payment received' : 'Payment failed',
      body: p.Succeeded
        ? `Your payment of ${formatKurus(p.AmountKurus ?? 0, 'en')} was received.`
        : 'The payment did not go through; check your card and try again.',
      action: 'See transactions',
    }),
  },
  subscription_expiring: {
    tr: (p) => ({
      title: 'Aboneliğiniz bitiyor',
      body: `Aboneliğiniz ${p.Days ?? ''} gün içinde bitiyor. Fırsatları kaçırmamak için yenileyin.`,
      action: 'Aboneliği yenile',
    }),
    en: (p) => ({
      title: 'Your subscription is ending',
      body: `Your subscription ends in ${p.Days ?? ''} days. Renew it to keep receiving opportunities.`,
      action: 'Renew',
    }),
  },
};

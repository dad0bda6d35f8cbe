import type { TLocalizedText } from '../messages.ts';
import type { TFixableLostReason } from '../suggestions.ts';

type TSuggestionCopy = { title: TLocalizedText; body: TLocalizedText; action: TLocalizedText };

/**
 * The words of each suggestion and campaign (issue 21 item 6), `{param}` templates: the agency's figures
 * ({points}, {count}, {works}, {category}) and the rules (ruleParams). A profile task's title is the task's own
 * (messages/profile-tasks.ts, shared with the dashboard).
 */
export const SUGGESTION_COPY = {
  profile_task: {
    title: { tr: '{task}', en: '{task}' },
    body: {
      tr: 'Profil seviyeniz {points} puan artar; eksiksiz profiller eşleşmede öne çıkar ve müşteriler onlara daha çok döner.',
      en: 'Your profile level goes up by {points} points; complete profiles rank higher in matching and hear back from clients more often.',
    },
    action: { tr: 'Profili tamamla', en: 'Complete the profile' },
  },
  category_subscription: {
    title: { tr: '“{category}” kategorisine abone olun', en: 'Subscribe to “{category}”' },
    body: {
      tr: 'Portföyünüzde bu kategoride {works} iş var ama aboneliğiniz yok: bu kategorideki fırsatlara ücretsiz erişim ve eşleşmede öncelik kazanın.',
      en: 'Your portfolio has {works} works in this category but no subscription: get free access to its opportunities and priority in matching.',
    },
    action: { tr: 'Kategori aboneliğine bak', en: 'See category subscriptions' },
  },
} as const satisfies Record<string, TSuggestionCopy>;

export const LOST_REASON_COPY: Record<TFixableLostReason, TSuggestionCopy> = {
  price: {
    title: { tr: 'Fiyatınız yüksek bulundu', en: 'Clients found your price too high' },
    body: {
      tr: 'Son {count} projede müşteri “fiyat yüksek” dedi. Hizmetlerinize başlangıç paketleri ve fiyat aralıkları ekleyin.',
      en: 'In {count} recent projects the client said “price too high”. Add starter packages and price ranges to your services.',
    },
    action: { tr: 'Hizmetleri düzenle', en: 'Edit services' },
  },
  speed: {
    title: { tr: 'Müşteriler yanıt bekledi', en: 'Clients waited for your reply' },
    body: {
      tr: 'Son {count} projede müşteri yanıt alamadığını ya da geç aldığını söyledi. Fırsatlara {matchResponseHours} saat içinde dönün, bildirim kanallarınızı açın.',
      en: 'In {count} recent projects the client said you did not reply or replied late. Answer opportunities within {matchResponseHours} hours and turn on your notification channels.',
    },
    action: { tr: 'Bildirim kanallarını aç', en: 'Turn on notification channels' },
  },
  relevance: {
    title: { tr: 'Eşleşmeler ilginizi çekmedi', en: 'Matches did not fit you' },
    body: {
      tr: '{count} projede müşteri sizi uygun bulmadı ya da ilgilenmedi. Eşleşme ayarlarınızı ve hizmet verdiğiniz konuları güncelleyin.',
      en: 'In {count} projects the client found you not a fit or not interesting. Update your match settings and the topics you serve.',
    },
    action: { tr: 'Eşleşme ayarlarını güncelle', en: 'Update match settings' },
  },
};

export const CAMPAIGN_COPY = {
  coupon: {
    body: { tr: '{discount} indirim. Kod: {code}', en: '{discount} off. Code: {code}' },
    bodyAuto: {
      tr: '{discount} indirim, sepette kendiliğinden uygulanır.',
      en: '{discount} off, applied in the basket by itself.',
    },
    untitled: { tr: 'İndirim kampanyası', en: 'Discount campaign' },
  },
  leadcoin: {
    title: { tr: 'LeadCoin yükleme bonusu', en: 'LeadCoin top-up bonus' },
    body: {
      tr: '{minimum} ve üzeri yüklemede {bonus} bonus.',
      en: '{bonus} bonus on a top-up of {minimum} or more.',
    },
  },
} as const;

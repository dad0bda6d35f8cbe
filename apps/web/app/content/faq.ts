import {
  formatCopyDeep,
  formatLira,
  MAX_INSTALLMENT,
  MONEY_BACK_DAYS,
  PROJECT_VIEW_FEE_KURUS,
  SUBSCRIPTION_WALLET_SHARE_PERCENT,
  type TLocale,
  WALLET_TOP_UP_MINIMUM_KURUS,
  WON_REFUND_FEE_MULTIPLIER,
} from '@brifa/contracts';
import type { TLocalized } from './content-types.ts';

export const FAQ_TOPICS = ['matching', 'fees', 'refunds', 'subscriptions', 'payments'] as const;
export type TFaqTopic = (typeof FAQ_TOPICS)[number];
/** Who a question is for: the public help page shows clients' and everyone's, /provider/faq agencies' and everyone's. */
export type TFaqAudience = 'client' | 'agency' | 'all';
export type TFaqItem = {
  id: string;
  topic: TFaqTopic;
  audience: TFaqAudience;
  question: string;
  answer: string;
};

/**
 * The questions in both languages. Every number is a `{param}` filled from contracts' rules when the page asks
 * (`faqItems`): the fee, the refund multiple and the top-up minimum are never written here.
 */
const FAQ: TLocalized<TFaqItem[]> = {
  tr: [
    {
      id: 'how-matching',
      topic: 'matching',
      audience: 'all',
      question: 'Eşleşme nasıl çalışır?',
      answer:
        'Brifa, projenizi kategori, sektör deneyimi, konum, bütçe ve ajansların fırsat tercihlerine göre değerlendirir ve en uygun {maxAgencies} ajansa kadar iletir. Eşleşen ajanslar {offerWindowHours} saat içinde size döner.',
    },
    {
      id: 'no-answer',
      topic: 'matching',
      audience: 'client',
      question: 'Eşleştiğim bir ajans yanıt vermezse ne olur?',
      answer:
        'Her ajansın yanıt vermek için {matchResponseHours} saati vardır. Projeniz gönderildikten sonraki {replacementHours} saat içinde yanıt vermeyen ya da projeyi geri çeviren ajansın yerine uygun bir başka ajans eşleştirilir.',
    },
    {
      id: 'agency-opportunities',
      topic: 'matching',
      audience: 'agency',
      question: 'Bana hangi fırsatlar gelir?',
      answer:
        'Eşleşme ayarlarınızdaki kategoriler, hizmetler, sektörler ve şehir tercihinize uyan projeler gelir. Bir kategoride en az {servicesPerCategory} hizmet ve en az {technologiesMin} teknoloji seçmeniz eşleşme şansınızı artırır.',
    },
    {
      id: 'client-cost',
      topic: 'fees',
      audience: 'client',
      question: 'Brifa’yı kullanmak markalar için ücretli mi?',
      answer:
        'Hayır. Proje göndermek ve teklif almak markalar için ücretsizdir. Projenizi görmek isteyen ajans, aboneliği yoksa proje başına {viewFee} görüntüleme ücretini cüzdanından öder.',
    },
    {
      id: 'view-fee',
      topic: 'fees',
      audience: 'agency',
      question: 'Bir projeyi görmenin ücreti ne kadar?',
      answer:
        'Aboneliği olmayan bir ajans, eşleştiği bir projenin ayrıntılarını görmek için cüzdanından {viewFee} öder. Komisyon alınmaz; aboneliği olan ajans projeyi ek ücret ödemeden görür.',
    },
    {
      id: 'won-refund',
      topic: 'refunds',
      audience: 'agency',
      question: 'Projeyi kazanırsam ne kadar iade alırım?',
      answer:
        'Müşteriyle anlaştığınızda görüntüleme ücretinin {refundMultiple} katına kadar, yani en fazla {wonRefundMax} cüzdanınıza iade edilir. İade, müşteri anlaşma tutarını onayladıktan sonra serbest kalır.',
    },
    {
      id: 'dismiss-refund',
      topic: 'refunds',
      audience: 'all',
      question: 'Müşteri ajansı listeden çıkarırsa ücret ne olur?',
      answer:
        'Müşteri, ajansın ödemesinden sonraki {dismissRefundHours} saat içinde ajansı listeden çıkarırsa ajansın ödediği {viewFee} görüntüleme ücreti cüzdanına geri yüklenir.',
    },
    {
      id: 'money-back',
      topic: 'refunds',
      audience: 'agency',
      question: 'Paket aboneliğimden memnun kalmazsam?',
      answer: 'Paket aboneliklerinde {moneyBackDays} gün para iade garantisi vardır.',
    },
    {
      id: 'packages',
      topic: 'subscriptions',
      audience: 'agency',
      question: 'Hangi abonelik paketleri var?',
      answer:
        'Lite {liteRights}, Growth {growthRights}, Elite {eliteRights} kategori hakkı verir. Kategori aboneliği en az {subscriptionMinMonths} ay ve {subscriptionMinCategories} kategoriyle alınır. Abonelik ödemenizin %{walletSharePercent} kadarı cüzdanınıza eklenir.',
    },
    {
      id: 'subscription-debt',
      topic: 'subscriptions',
      audience: 'agency',
      question: 'Abonelik ödemem alınamazsa ne olur?',
      answer:
        'Yenileme ödemesi alınamazsa borç oluşur ve borç ödenene kadar fırsatlara erişiminiz durur. Borcunuzu cüzdan sayfasından kartla ya da havaleyle ödeyebilirsiniz.',
    },
    {
      id: 'top-up',
      topic: 'payments',
      audience: 'agency',
      question: 'Cüzdanıma en az ne kadar yükleyebilirim?',
      answer:
        'Cüzdana en az {topUpMinimum} yüklenebilir. Kartla 3D Secure ile ya da havaleyle ödeyebilirsiniz; kartla ödemede {maxInstallment} taksite kadar seçenek vardır.',
    },
    {
      id: 'payment-safety',
      topic: 'payments',
      audience: 'all',
      question: 'Ödemeler güvenli mi?',
      answer:
        'Kart ödemeleri Türk lirasıyla, lisanslı bir ödeme kuruluşu üzerinden 3D Secure doğrulamasıyla alınır. Kart numaranız Brifa’da saklanmaz; her ödemenin faturası fatura bilgilerinize göre düzenlenir.',
    },
  ],
  en: [
    {
      id: 'how-matching',
      topic: 'matching',
      audience: 'all',
      question: 'How does matching work?',
      answer:
        'Brifa weighs your project against categories, sector experience, location, budget and the agencies’ opportunity preferences, and sends it to up to {maxAgencies} of the best-fitting agencies. Matched agencies get back to you within {offerWindowHours} hours.',
    },
    {
      id: 'no-answer',
      topic: 'matching',
      audience: 'client',
      question: 'What if a matched agency does not answer?',
      answer:
        'Each agency has {matchResponseHours} hours to respond. For {replacementHours} hours after your project is sent, an agency that stays silent or declines is replaced by another one that fits.',
    },
    {
      id: 'agency-opportunities',
      topic: 'matching',
      audience: 'agency',
      question: 'Which opportunities will I get?',
      answer:
        'Projects that fit the categories, services, sectors and city preference in your match settings. Choosing at least {servicesPerCategory} services in a category and at least {technologiesMin} technologies improves your chances.',
    },
    {
      id: 'client-cost',
      topic: 'fees',
      audience: 'client',
      question: 'Does Brifa cost brands anything?',
      answer:
        'No. Sending a project and getting quotes is free for brands. An agency without a subscription that wants to see your project pays a {viewFee} viewing fee per project from its wallet.',
    },
    {
      id: 'view-fee',
      topic: 'fees',
      audience: 'agency',
      question: 'How much does it cost to see a project?',
      answer:
        'An agency without a subscription pays {viewFee} from its wallet to see the details of a project it was matched with. No commission is taken; an agency with a subscription sees the project at no extra cost.',
    },
    {
      id: 'won-refund',
      topic: 'refunds',
      audience: 'agency',
      question: 'How much is refunded when I win a project?',
      answer:
        'When you reach an agreement with the client, up to {refundMultiple} times the viewing fee, at most {wonRefundMax}, goes back to your wallet. The refund is released once the client confirms the agreed amount.',
    },
    {
      id: 'dismiss-refund',
      topic: 'refunds',
      audience: 'all',
      question: 'What happens to the fee if the client removes the agency?',
      answer:
        'If the client removes the agency within {dismissRefundHours} hours of the agency’s payment, the {viewFee} viewing fee the agency paid goes back to its wallet.',
    },
    {
      id: 'money-back',
      topic: 'refunds',
      audience: 'agency',
      question: 'What if I am not happy with my package?',
      answer: 'Package subscriptions come with a {moneyBackDays}-day money-back guarantee.',
    },
    {
      id: 'packages',
      topic: 'subscriptions',
      audience: 'agency',
      question: 'Which subscription packages are there?',
      answer:
        'Lite gives {liteRights}, Growth {growthRights} and Elite {eliteRights} category rights. A category subscription runs for at least {subscriptionMinMonths} months and {subscriptionMinCategories} category. {walletSharePercent}% of your subscription payment is added to your wallet.',
    },
    {
      id: 'subscription-debt',
      topic: 'subscriptions',
      audience: 'agency',
      question: 'What if my subscription payment fails?',
      answer:
        'A failed renewal becomes a debt, and opportunities are blocked until it is paid. You can pay it from the wallet page by card or by bank transfer.',
    },
    {
      id: 'top-up',
      topic: 'payments',
      audience: 'agency',
      question: 'What is the smallest wallet top-up?',
      answer:
        'The wallet takes top-ups from {topUpMinimum}. Pay by card with 3-D Secure or by bank transfer; card payments can be split into up to {maxInstallment} instalments.',
    },
    {
      id: 'payment-safety',
      topic: 'payments',
      audience: 'all',
      question: 'Are payments safe?',
      answer:
        'Card payments are taken in Turkish lira through a licensed payment institution with 3-D Secure. Brifa never stores your card number, and every payment is invoiced to your billing details.',
    },
  ],
};

/** The money and rule figures the answers quote, as the reader writes them. */
function figures(locale: TLocale) {
  return {
    viewFee: formatLira(PROJECT_VIEW_FEE_KURUS / 100, locale),
    topUpMinimum: formatLira(WALLET_TOP_UP_MINIMUM_KURUS / 100, locale),
    wonRefundMax: formatLira((PROJECT_VIEW_FEE_KURUS * WON_REFUND_FEE_MULTIPLIER) / 100, locale),
    moneyBackDays: MONEY_BACK_DAYS,
    walletSharePercent: SUBSCRIPTION_WALLET_SHARE_PERCENT,
    maxInstallment: MAX_INSTALLMENT,
  };
}

/** The questions for a page in one language, the rules filled in. */
export function faqItems(locale: TLocale, page: 'public' | 'provider'): TFaqItem[] {
  const hidden: TFaqAudience = page === 'public' ? 'agency' : 'client';
  return formatCopyDeep(
    FAQ[locale].filter((item) => item.audience !== hidden),
    locale,
    figures(locale),
  );
}

export { FAQ };

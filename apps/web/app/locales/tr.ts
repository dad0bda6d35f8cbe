/** Turkish is the source of truth: every key here must exist in en.ts (a test checks it). */
import { accountTr } from './parts/account.tr.ts';
import { adsTr } from './parts/ads.tr.ts';
import { agencyProfileTr } from './parts/agency-profile.tr.ts';
import { agreementsTr } from './parts/agreements.tr.ts';
import { bankTransferTr } from './parts/bank-transfer.tr.ts';
import { billingTr } from './parts/billing.tr.ts';
import { billingCampaignTr } from './parts/billing-campaign.tr.ts';
import { blogTr } from './parts/blog.tr.ts';
import { boostsTr } from './parts/boosts.tr.ts';
import { briefTr } from './parts/brief.tr.ts';
import { briefAssistantTr } from './parts/brief-assistant.tr.ts';
import { briefFlowTr } from './parts/brief-flow.tr.ts';
import { categorySubscriptionsTr } from './parts/category-subscriptions.tr.ts';
import { clientOffersTr } from './parts/client-offers.tr.ts';
import { commissionsTr } from './parts/commissions.tr.ts';
import { debtsTr } from './parts/debts.tr.ts';
import { directoryTr } from './parts/directory.tr.ts';
import { faqTr } from './parts/faq.tr.ts';
import { feedbackTr } from './parts/feedback.tr.ts';
import { growthTr } from './parts/growth.tr.ts';
import { jobsTr } from './parts/jobs.tr.ts';
import { matchSettingsTr } from './parts/match-settings.tr.ts';
import { meetingsTr } from './parts/meetings.tr.ts';
import { messagingTr } from './parts/messaging.tr.ts';
import { notificationChannelsTr } from './parts/notification-channels.tr.ts';
import { notificationsTr } from './parts/notifications.tr.ts';
import { npsTr } from './parts/nps.tr.ts';
import { opportunitiesTr } from './parts/opportunities.tr.ts';
import { opsTr } from './parts/ops.tr.ts';
import { opsAgreementTr } from './parts/ops-agreement.tr.ts';
import { opsMetricsTr } from './parts/ops-metrics.tr.ts';
import { opsPaymentTr } from './parts/ops-payment.tr.ts';
import { opsRecordsTr } from './parts/ops-records.tr.ts';
import { packagesTr } from './parts/packages.tr.ts';
import { paymentsTr } from './parts/payments.tr.ts';
import { placesTr } from './parts/places.tr.ts';
import { portfolioTr } from './parts/portfolio.tr.ts';
import { profileLevelTr } from './parts/profile-level.tr.ts';
import { profileSettingsTr } from './parts/profile-settings.tr.ts';
import { projectCompleteTr } from './parts/project-complete.tr.ts';
import { projectsTr } from './parts/projects.tr.ts';
import { reviewsTr } from './parts/reviews.tr.ts';
import { settingsTr } from './parts/settings.tr.ts';
import { showcaseTr } from './parts/showcase.tr.ts';
import { suggestionsTr } from './parts/suggestions.tr.ts';
import { walletTr } from './parts/wallet.tr.ts';

export const tr = {
  ...accountTr,
  ...agencyProfileTr,
  ...briefTr,
  ...briefFlowTr,
  ...briefAssistantTr,
  ...settingsTr,
  ...projectsTr,
  ...clientOffersTr,
  ...feedbackTr,
  ...matchSettingsTr,
  ...projectCompleteTr,
  ...opportunitiesTr,
  ...walletTr,
  ...adsTr,
  ...packagesTr,
  ...billingTr,
  ...boostsTr,
  ...jobsTr,
  ...billingCampaignTr,
  ...bankTransferTr,
  ...debtsTr,
  ...commissionsTr,
  ...opsPaymentTr,
  ...opsAgreementTr,
  ...paymentsTr,
  ...categorySubscriptionsTr,
  ...opsRecordsTr,
  ...opsTr,
  ...opsMetricsTr,
  ...meetingsTr,
  ...npsTr,
  ...growthTr,
  ...agreementsTr,
  ...messagingTr,
  ...notificationsTr,
  ...notificationChannelsTr,
  ...directoryTr,
  ...placesTr,
  ...portfolioTr,
  ...profileLevelTr,
  ...suggestionsTr,
  ...profileSettingsTr,
  ...reviewsTr,
  ...showcaseTr,
  ...blogTr,
  ...faqTr,
  'meta.description':
    'Projenizi 2 dakikada anlatın, {offerWindowHours} saat içinde size en uygun {maxAgencies} ajanstan teklif alın. Yazılım, dijital pazarlama, tasarım ve daha fazlası.',
  'meta.titleSuffix': 'Ajansınızı bulun',
  'nav.howItWorks': 'Nasıl çalışır?',
  'nav.join': 'Ajanslar için',
  'nav.about': 'Hakkımızda',
  'nav.login': 'Giriş yap',
  'nav.getOffers': 'Teklif al',
  'nav.openMenu': 'Menüyü aç',
  'nav.main': 'Ana menü',
  'nav.agencyProfile': 'Profilim',
  'headerTools.opportunities': 'Fırsatlar',
  'headerTools.quotes': 'Tekliflerim',
  'headerTools.wallet': 'Cüzdan',
  'headerTools.projects': 'Projelerim',
  'nav.skipToContent': 'İçeriğe geç',
  'language.switchTo': 'English',
  'language.switchToAria': 'Switch to English',
  'footer.tagline': 'İşletmeleri doğru ajanslarla buluşturan pazar yeri.',
  'footer.company': 'Şirket',
  'footer.legal': 'Yasal',
  'footer.forAgencies': 'Ajanslar',
  'siteLinks.title': 'Kategoriler',
  'siteLinks.mobile': 'Mobil uygulama şirketleri',
  'siteLinks.software': 'Yazılım şirketleri',
  'siteLinks.web': 'Web tasarım şirketleri',
  'siteLinks.digitalMarketing': 'Dijital pazarlama şirketleri',
  'siteLinks.seo': 'SEO şirketleri',
  'siteLinks.social': 'Sosyal medya şirketleri',
  'siteLinks.timeline': 'Son brifler',
  'siteLinks.briefAssistant': 'Projenizi asistana anlatın',
  'footer.rights': 'Tüm hakları saklıdır.',
  'page.cookiePolicy': 'Çerez Politikası',
  'page.privacyPolicy': 'Gizlilik Politikası',
  'page.termsOfUse': 'Kullanım Şartları',
  'page.contractAndRules': 'Sözleşme ve Kurallar',
  'page.clarificationText': 'Aydınlatma Metni',
  'page.howItWorks': 'Nasıl Çalışır?',
  'page.about': 'Hakkımızda',
  'page.join': 'Bize Katılın',
  'page.blog': 'Blog',
  'content.faq': 'Sık sorulan sorular',
  'legal.contents': 'İçindekiler',
  'home.eyebrow': 'Türkiye’nin ajans eşleştirme platformu',
  'home.title': 'Projenizi anlatın, {offerWindowHours} saat içinde {maxAgencies} ajanstan teklif alın',
  'home.subtitle':
    'Birkaç soruyu yanıtlayın; ihtiyacınıza, bütçenize ve sektörünüze en uygun ajansları biz bulalım. Markalar için ücretsiz.',
  'home.cta': 'Ücretsiz teklif al',
  'home.secondaryCta': 'Nasıl çalışır?',
  'home.assistantLink': 'ya da projenizi asistanımıza yazarak anlatın',
  'home.trust.brands': '{brands} marka',
  'home.trust.agencies': '{agencies} onaylı ajans',
  'home.trust.hours': '{offerWindowHours} saatte teklif',
  'home.agencyOfMonth.title': 'Ayın ajansı',
  'home.agencyOfMonth.label': 'Reklam',
  'home.categories.title': 'Hangi hizmete ihtiyacınız var?',
  'home.categories.subtitle': 'Bir kategori seçin, sorular sizi 2 dakikada hazır bir brife götürsün.',
  'home.categories.agencyCount': '{count} ajans',
  'home.categories.unavailable': 'Kategoriler şu anda yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
  'home.steps.title': 'Üç adımda doğru ajans',
  'home.steps.one.title': 'Projenizi anlatın',
  'home.steps.one.text':
    'Kategori, bütçe ve hedeflerinizi birkaç soruda paylaşın. Kayıt olmanız bir dakika sürer.',
  'home.steps.two.title': 'Eşleşen ajanslar gelsin',
  'home.steps.two.text':
    'Hizmetleri, portföyü ve tercihleri brifinize uyan en fazla {maxAgencies} ajans {offerWindowHours} saat içinde size döner.',
  'home.steps.three.title': 'Karşılaştırın, seçin',
  'home.steps.three.text':
    'Teklifleri karşılaştırın, ajanslarla mesajlaşın, kısa listenizi tutun ve seçtiğiniz ajansı değerlendirin.',
  'home.agencies.title': 'Ajans mısınız?',
  'home.agencies.text':
    'Size uygun projeler ayağınıza gelsin. Profilinizi oluşturun, eşleşme tercihlerinizi belirleyin, yalnızca ilgilendiğiniz fırsatlara teklif verin.',
  'home.agencies.cta': 'Ajansınızı listeleyin',
  'error.notFound.title': 'Sayfa bulunamadı',
  'error.backHome': 'Ana sayfaya dön',
  'error.title': 'Hata',
  'error.retry': 'Sayfayı yenile',
  'redirect.title': 'Oturumunuz sona erdi',
  'redirect.text':
    'Güvenliğiniz için oturumunuzu kapattık. Kaldığınız yerden devam etmek için yeniden giriş yapın.',
  'sessionLayout.debt':
    'Ödenmemiş borcunuz bulunuyor. Fırsatlara erişmeye devam etmek için ödemenizi tamamlayın.',
  'sessionLayout.payNow': 'Hemen öde',
  'sessionLayout.categoryReminder':
    'Paketinizde henüz kategori seçmediniz. Fırsat alabilmek için hizmet verdiğiniz kategorileri seçin.',
  'sessionLayout.chooseCategories': 'Kategorileri seç',
  'layout.closeNotice': 'Bildirimi kapat',
  'layout.close': 'Kapat',
  'calendar.previousMonth': 'Önceki ay',
  'calendar.nextMonth': 'Sonraki ay',
  'calendar.previousYear': 'Önceki yıl',
  'calendar.nextYear': 'Sonraki yıl',
  'calendar.previousDecade': 'Önceki on yıl',
  'calendar.nextDecade': 'Sonraki on yıl',
} as const;

export type TMessageKey = keyof typeof tr;
export type TDictionary = Record<TMessageKey, string>;

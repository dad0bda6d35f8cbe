import { formatDateTime } from '../date-time.ts';
import type { TLocale } from '../locale.ts';
import { formatCopy, type TLocalizedText, type TMessageParams } from '../messages.ts';
import { formatKurus, formatLira, formatRating } from '../money.ts';
import type { TNotificationKind, TNotificationParams } from '../notifications.ts';
import { NOTICE_BUDGET_BANDS_TRY } from '../rules.ts';

/**
 * The words of every notice, in both languages, once: the API's e-mail subject and text, WhatsApp and
 * chat-channel messages (title, body, action) and the web app's notification list (line). Texts are
 * `{param}` templates: the notice's values (below) and the rules (ruleParams, e.g. {matchResponseHours}).
 * Some kinds read differently by their values (a message from the agency or the client, a payment that
 * went through or not): each such reading is a variant.
 */
export type TNoticeCopy = {
  title: TLocalizedText;
  body: TLocalizedText;
  action: TLocalizedText;
  /** The one sentence of the in-app notification list; the body when absent. */
  line?: TLocalizedText;
};

export const NOTICE_COPY = {
  // A new match never names the client: the agency has no access yet, so it reads the need instead.
  new_match: {
    title: { tr: 'Yeni iş fırsatı', en: 'New opportunity' },
    body: {
      tr: 'Bir marka, yeni bir “{category}” projesi için ajans arıyor ({facts}). Fırsatı {matchResponseHours} saat içinde yanıtlayın.',
      en: 'A brand is looking for an agency for a new “{category}” project ({facts}). Respond within {matchResponseHours} hours.',
    },
    action: { tr: 'Fırsatı gör', en: 'See the opportunity' },
  },
  /** A new match stored before its need was (older notices): still no name. */
  new_match_plain: {
    title: { tr: 'Yeni iş fırsatı', en: 'New opportunity' },
    body: {
      tr: 'Bir marka yeni bir proje için ajans arıyor. Fırsatı {matchResponseHours} saat içinde yanıtlayın.',
      en: 'A brand is looking for an agency for a new project. Respond within {matchResponseHours} hours.',
    },
    action: { tr: 'Fırsatı gör', en: 'See the opportunity' },
  },
  new_quote: {
    title: { tr: 'Yeni teklif', en: 'New quote' },
    body: {
      tr: '{agency} {projectPhrase} için teklif gönderdi.',
      en: '{agency} sent a quote for {projectPhrase}.',
    },
    action: { tr: 'Teklifi gör', en: 'See the quote' },
    line: {
      tr: '{agency}, {project} projeniz için teklif gönderdi.',
      en: '{agency} sent a quote for your {project} project.',
    },
  },
  new_message_from_agency: {
    title: { tr: '{agency} size mesaj gönderdi', en: '{agency} sent you a message' },
    body: { tr: '{preview}', en: '{preview}' },
    action: { tr: 'Mesajı oku', en: 'Read the message' },
    line: { tr: '{agency} size mesaj gönderdi: {preview}', en: '{agency} sent you a message: {preview}' },
  },
  new_message_from_client: {
    title: { tr: '{client} size mesaj gönderdi', en: '{client} sent you a message' },
    body: { tr: '{preview}', en: '{preview}' },
    action: { tr: 'Mesajı oku', en: 'Read the message' },
    line: { tr: '{client} size mesaj gönderdi: {preview}', en: '{client} sent you a message: {preview}' },
  },
  project_stopped: {
    title: { tr: 'Proje durduruldu', en: 'Project paused' },
    body: {
      tr: 'Müşteri, {projectPhrase} için teklif almayı durdurdu.',
      en: 'The client paused {projectPhrase}.',
    },
    action: { tr: 'Projeyi gör', en: 'See the project' },
    line: {
      tr: '{project} projesi teklif almayı durdurdu.',
      en: 'The {project} project stopped taking offers.',
    },
  },
  project_closed: {
    title: { tr: 'Proje kapandı', en: 'Project closed' },
    body: { tr: 'Müşteri {projectPhrase}ni kapattı.', en: 'The client closed {projectPhrase}.' },
    action: { tr: 'Projeyi gör', en: 'See the project' },
    line: { tr: '{project} projesi kapandı.', en: 'The {project} project was closed.' },
  },
  project_agreed: {
    title: { tr: 'Anlaşma sağlandı', en: 'Agreement reached' },
    body: {
      tr: '{projectPhrase} için bir ajans ile anlaşıldı.',
      en: 'The client agreed with an agency on {projectPhrase}.',
    },
    action: { tr: 'Projeyi gör', en: 'See the project' },
    line: {
      tr: '{project} projesi için anlaşma sağlandı.',
      en: 'An agreement was reached on the {project} project.',
    },
  },
  project_agreed_with: {
    title: { tr: 'Anlaşma sağlandı', en: 'Agreement reached' },
    body: {
      tr: '{projectPhrase} için {agency} ile anlaşıldı.',
      en: 'The client agreed with {agency} on {projectPhrase}.',
    },
    action: { tr: 'Projeyi gör', en: 'See the project' },
    line: {
      tr: '{project} projesi için {agency} ile anlaşıldı.',
      en: 'The client agreed with {agency} on the {project} project.',
    },
  },
  /** To the chosen agency: one notice, with the viewing-fee refund when there is one (issue 16). */
  project_won: {
    title: { tr: 'Müşteri sizinle anlaştı', en: 'The client agreed with you' },
    body: {
      tr: 'Müşteri {projectPhrase} için sizinle anlaştı.',
      en: 'The client agreed with you on {projectPhrase}.',
    },
    action: { tr: 'Projeyi gör', en: 'See the project' },
    line: {
      tr: '{project} projesi için müşteri sizinle anlaştı.',
      en: 'The client agreed with you on the {project} project.',
    },
  },
  project_won_refund: {
    title: { tr: 'Müşteri sizinle anlaştı', en: 'The client agreed with you' },
    body: {
      tr: 'Müşteri {projectPhrase} için sizinle anlaştı. {amount} iadeniz beklemede: anlaşma tutarını, sözleşmeyi ve faturayı gönderin; müşteri tutarı onaylayınca cüzdanınıza geçer.',
      en: 'The client agreed with you on {projectPhrase}. Your {amount} refund is pending: send the agreement amount, the contract and the invoice; it reaches your wallet once the client confirms the amount.',
    },
    action: { tr: 'Projeyi gör', en: 'See the project' },
    line: {
      tr: '{project} projesi için müşteri sizinle anlaştı; {amount} cüzdanınıza iade edildi.',
      en: 'The client agreed with you on the {project} project; {amount} was refunded to your wallet.',
    },
  },
  access_paid: {
    title: { tr: 'Bir ajans projenizi inceliyor', en: 'An agency is reviewing your project' },
    body: {
      tr: '{agency} {projectPhrase} ayrıntılarını açtı; yakında sizinle iletişime geçecek.',
      en: '{agency} opened the details of {projectPhrase} and will contact you soon.',
    },
    action: { tr: 'Ajansları gör', en: 'See the agencies' },
    line: {
      tr: '{agency}, {project} projenizin ayrıntılarını açtı; yakında sizinle iletişime geçecek.',
      en: '{agency} opened the details of your {project} project and will contact you soon.',
    },
  },
  refund_granted: {
    title: { tr: 'İade yapıldı', en: 'Refund granted' },
    body: { tr: '{amount} cüzdanınıza iade edildi.', en: '{amount} was refunded to your wallet.' },
    action: { tr: 'Cüzdanı gör', en: 'See the wallet' },
  },
  review_received: {
    title: { tr: 'Yeni değerlendirme', en: 'New review' },
    body: {
      tr: 'Profilinize {rating} puanlı yeni bir değerlendirme yayınlandı.',
      en: 'A new {rating}-star review was published on your profile.',
    },
    action: { tr: 'Değerlendirmeyi gör', en: 'See the review' },
  },
  payment_succeeded: {
    title: { tr: 'Ödemeniz alındı', en: 'Payment received' },
    body: { tr: '{amount} tutarındaki ödemeniz alındı.', en: 'Your payment of {amount} was received.' },
    action: { tr: 'İşlemleri gör', en: 'See transactions' },
  },
  payment_failed: {
    title: { tr: 'Ödemeniz tamamlanamadı', en: 'Payment failed' },
    body: {
      tr: 'Ödeme tamamlanamadı; kart bilgilerinizi kontrol edip tekrar deneyin.',
      en: 'The payment did not go through; check your card and try again.',
    },
    action: { tr: 'İşlemleri gör', en: 'See transactions' },
    line: {
      tr: 'Ödemeniz tamamlanamadı; kart bilgilerinizi kontrol edip tekrar deneyin.',
      en: 'Your payment did not go through; check your card and try again.',
    },
  },
  subscription_expiring: {
    title: { tr: 'Aboneliğiniz bitiyor', en: 'Your subscription is ending' },
    body: {
      tr: 'Aboneliğiniz {days} gün içinde bitiyor. Fırsatları kaçırmamak için yenileyin.',
      en: 'Your subscription ends in {days, plural, one {# day} other {# days}}. Renew it to keep receiving opportunities.',
    },
    action: { tr: 'Aboneliği yenile', en: 'Renew' },
    line: {
      tr: 'Aboneliğiniz {days} gün içinde bitiyor.',
      en: 'Your subscription ends in {days, plural, one {# day} other {# days}}.',
    },
  },
  account_suspended_agency: {
    title: { tr: 'Hesabınız askıya alındı', en: 'Your account was suspended' },
    body: {
      tr: 'Ajans hesabınız Brifa ekibi tarafından askıya alındı. Nedeni: {reason}. Askıdayken yeni fırsat almaz ve ödeme yapamazsınız; sorularınız için bu e-postayı yanıtlayın.',
      en: 'Your agency account was suspended by the Brifa team. Reason: {reason}. While suspended you receive no new opportunities and cannot pay; reply to this e-mail with any questions.',
    },
    action: { tr: 'Hesabınıza gidin', en: 'Go to your account' },
    line: {
      tr: 'Ajans hesabınız askıya alındı. Nedeni: {reason}',
      en: 'Your agency account was suspended. Reason: {reason}',
    },
  },
  account_suspended_client: {
    title: { tr: 'Hesabınız askıya alındı', en: 'Your account was suspended' },
    body: {
      tr: 'Hesabınız Brifa ekibi tarafından askıya alındı. Nedeni: {reason}. Askıdayken yeni proje yayınlayamazsınız; sorularınız için bu e-postayı yanıtlayın.',
      en: 'Your account was suspended by the Brifa team. Reason: {reason}. While suspended you cannot post a new brief; reply to this e-mail with any questions.',
    },
    action: { tr: 'Hesabınıza gidin', en: 'Go to your account' },
    line: {
      tr: 'Hesabınız askıya alındı. Nedeni: {reason}',
      en: 'Your account was suspended. Reason: {reason}',
    },
  },
  // ── issue 20: the earlier commission model ──
  commission_plan_opened: {
    title: { tr: 'Komisyon ödeme planınız oluşturuldu', en: 'Your commission payment plan was created' },
    body: {
      tr: '14 Ekim 2024’ten önce açılan {offerKey} projesindeki aylık anlaşmanız için {days} aylık komisyon planı oluşturuldu: her ay {amount}. Taksitleri vadesinde kartla ya da havale/EFT ile ödeyebilirsiniz.',
      en: 'A {days}-month commission plan was created for your monthly agreement on project {offerKey}, opened before 14 October 2024: {amount} a month. You can pay each instalment by card or bank transfer when it falls due.',
    },
    action: { tr: 'Planı gör', en: 'See the plan' },
  },
  commission_overdue: {
    title: { tr: 'Komisyon taksitinizin vadesi geçti', en: 'Your commission instalment is overdue' },
    body: {
      tr: '{amount} tutarındaki komisyon taksitinizin vadesi geçti. Ödenene kadar yeni fırsatlara erişemezsiniz; kartla ya da havale/EFT ile hemen ödeyebilirsiniz.',
      en: 'Your commission instalment of {amount} is overdue. Until it is paid you cannot access new opportunities; you can pay it now by card or bank transfer.',
    },
    action: { tr: 'Hemen öde', en: 'Pay now' },
  },
  agreement_reported: {
    title: { tr: '{agency} anlaştığınızı bildirdi', en: '{agency} says you agreed' },
    body: {
      tr: '{agency}, {projectPhrase} için sizinle anlaştığını bildirdi. Doğruysa “Anlaştık” ile onaylayın; değilse bize bildirin.',
      en: '{agency} reports that you agreed on {projectPhrase}. If so, confirm it with “We agreed”; if not, let us know.',
    },
    action: { tr: 'Yanıtla', en: 'Answer' },
    line: {
      tr: '{agency}, {project} projeniz için sizinle anlaştığını bildirdi. Onaylıyor musunuz?',
      en: '{agency} reports that you agreed on your {project} project. Do you confirm?',
    },
  },
  agreement_documents_sent: {
    title: { tr: 'Anlaşma tutarını onaylayın', en: 'Confirm the agreement amount' },
    body: {
      tr: '{agency}, {projectPhrase} için sözleşmeyi ve faturayı gönderdi: {amount}. Tutarı onaylayın ya da düzeltilmesini isteyin.',
      en: '{agency} sent the contract and the invoice for {projectPhrase}: {amount}. Confirm the amount or ask for a correction.',
    },
    action: { tr: 'Tutarı onayla', en: 'Confirm the amount' },
    line: {
      tr: '{agency}, {project} projeniz için anlaşma belgelerini gönderdi ({amount}). Tutarı onaylayın.',
      en: '{agency} sent the agreement documents for your {project} project ({amount}). Please confirm the amount.',
    },
  },
  meeting_proposed_by_agency: {
    title: { tr: '{agency} görüşme önerdi', en: '{agency} proposed a meeting' },
    body: {
      tr: '{agency}, {projectPhrase} için görüşme saatleri önerdi. Size uyan birini seçin.',
      en: '{agency} proposed times to meet about {projectPhrase}. Pick the one that suits you.',
    },
    action: { tr: 'Saat seç', en: 'Pick a time' },
  },
  meeting_proposed_by_client: {
    title: { tr: '{client} görüşme önerdi', en: '{client} proposed a meeting' },
    body: {
      tr: '{client}, {projectPhrase} için görüşme saatleri önerdi. Size uyan birini seçin.',
      en: '{client} proposed times to meet about {projectPhrase}. Pick the one that suits you.',
    },
    action: { tr: 'Saat seç', en: 'Pick a time' },
  },
  meeting_set_by_agency: {
    title: { tr: 'Görüşme ayarlandı', en: 'Meeting set' },
    body: {
      tr: '{agency} önerdiğiniz saati kabul etti: {projectPhrase} görüşmesi {when}.',
      en: '{agency} accepted your proposed time: the meeting about {projectPhrase} is on {when}.',
    },
    action: { tr: 'Görüşmeyi gör', en: 'See the meeting' },
  },
  meeting_set_by_client: {
    title: { tr: 'Görüşme ayarlandı', en: 'Meeting set' },
    body: {
      tr: '{client} önerdiğiniz saati kabul etti: {projectPhrase} görüşmesi {when}.',
      en: '{client} accepted your proposed time: the meeting about {projectPhrase} is on {when}.',
    },
    action: { tr: 'Görüşmeyi gör', en: 'See the meeting' },
  },
  custom_service_received: {
    title: { tr: 'Özel hizmet talebinizi aldık', en: 'We received your custom service request' },
    body: {
      tr: 'Özel hizmet talebiniz Brifa ekibine iletildi. En geç {customServiceHours} saat içinde seçtiğiniz yoldan size dönüş yapacağız.',
      en: 'Your custom service request reached the Brifa team. We will get back to you the way you chose within {customServiceHours} hours at the latest.',
    },
    action: { tr: 'Eklentileri gör', en: 'See add-ons' },
  },
  payment_refunded: {
    title: { tr: 'Ödemeniz iade edildi', en: 'Payment refunded' },
    body: {
      tr: '{amount} tutarındaki ödemeniz kartınıza iade edildi. Tutarın hesabınıza geçmesi bankanıza göre birkaç gün sürebilir.',
      en: 'Your payment of {amount} was refunded to your card. Depending on your bank, it may take a few days to appear.',
    },
    action: { tr: 'İşlemleri gör', en: 'See transactions' },
  },
  bank_transfer_confirmed: {
    title: { tr: 'Havale/EFT onaylandı', en: 'Bank transfer confirmed' },
    body: {
      tr: '{amount} tutarındaki havale/EFT ödemeniz onaylandı ve cüzdanınıza yüklendi.',
      en: 'Your bank transfer of {amount} was confirmed and added to your wallet.',
    },
    action: { tr: 'Cüzdanı gör', en: 'See the wallet' },
  },
  bank_transfer_confirmed_debt: {
    title: { tr: 'Havale/EFT onaylandı', en: 'Bank transfer confirmed' },
    body: {
      tr: '{amount} tutarındaki havale/EFT ödemeniz onaylandı ve abonelik borcunuz kapandı. Fırsatlara yeniden erişebilirsiniz.',
      en: 'Your bank transfer of {amount} was confirmed and your subscription debt is paid. You can open opportunities again.',
    },
    action: { tr: 'İşlemleri gör', en: 'See transactions' },
  },
  bank_transfer_rejected: {
    title: { tr: 'Havale/EFT onaylanamadı', en: 'Bank transfer not confirmed' },
    body: {
      tr: '{amount} tutarındaki havale/EFT talebiniz onaylanamadı. Nedeni: {reason}. Sorularınız için bu e-postayı yanıtlayın.',
      en: 'Your bank transfer request of {amount} could not be confirmed. Reason: {reason}. Reply to this e-mail with any questions.',
    },
    action: { tr: 'Cüzdanı gör', en: 'See the wallet' },
    line: {
      tr: '{amount} tutarındaki havale/EFT talebiniz onaylanamadı. Nedeni: {reason}',
      en: 'Your bank transfer request of {amount} could not be confirmed. Reason: {reason}',
    },
  },
  account_reinstated: {
    title: { tr: 'Hesabınız yeniden açıldı', en: 'Your account is active again' },
    body: {
      tr: 'Brifa ekibi hesabınızdaki askıyı kaldırdı; her şeyi yeniden kullanabilirsiniz.',
      en: 'The Brifa team lifted the suspension of your account; you can use everything again.',
    },
    action: { tr: 'Hesabınıza gidin', en: 'Go to your account' },
  },
  // ── issue 19: renewals and debts ──
  subscription_renewed: {
    title: { tr: 'Aboneliğiniz yenilendi', en: 'Your subscription was renewed' },
    body: {
      tr: 'Aboneliğiniz kayıtlı kartınızdan {amount} çekilerek yenilendi. Faturanız işlemler sayfanızda.',
      en: 'Your subscription was renewed and {amount} was charged to your saved card. Your invoice is on the transactions page.',
    },
    action: { tr: 'Aboneliği gör', en: 'See the subscription' },
  },
  subscription_renewal_failed: {
    title: { tr: 'Abonelik yenilemesi başarısız', en: 'Subscription renewal failed' },
    body: {
      tr: 'Aboneliğinizin yenileme ödemesi ({amount}) kayıtlı kartınızdan alınamadı ve borç olarak kaydedildi. Borç ödenene kadar yeni fırsatlara erişemezsiniz; 1, 3 ve 7 gün sonra tekrar deneyeceğiz.',
      en: 'The renewal payment of your subscription ({amount}) could not be taken from your saved card and was recorded as a debt. Until it is paid you cannot access new opportunities; we will try again after 1, 3 and 7 days.',
    },
    action: { tr: 'Borcu öde', en: 'Pay the debt' },
  },
  subscription_renewal_retry_failed: {
    title: { tr: 'Yenileme ödemesi yine alınamadı', en: 'Renewal payment failed again' },
    body: {
      tr: 'Aboneliğinizin {amount} tutarındaki yenileme ödemesi tekrar denendi ama alınamadı. Aboneliğinizin durmaması için borcu kartla ya da havale/EFT ile ödeyin.',
      en: 'We tried the renewal payment of {amount} again but it failed. Pay the debt by card or bank transfer so that your subscription does not stop.',
    },
    action: { tr: 'Borcu öde', en: 'Pay the debt' },
  },
  subscription_stopped: {
    title: { tr: 'Aboneliğiniz durduruldu', en: 'Your subscription was stopped' },
    body: {
      tr: 'Yenileme ödemesi ({amount}) son denemede de alınamadığı için aboneliğiniz durduruldu. Borcu ödediğinizde aboneliğiniz yeni bir dönem için yeniden başlar.',
      en: 'Your subscription was stopped because the renewal payment ({amount}) failed on the last try. Once you pay the debt it starts again for a new period.',
    },
    action: { tr: 'Borcu öde', en: 'Pay the debt' },
  },
  subscription_cancelled: {
    title: { tr: 'Aboneliğiniz sona erdi', en: 'Your subscription has ended' },
    body: {
      tr: 'Otomatik yenilemesi kapalı olan aboneliğiniz dönem sonunda sona erdi. Dilediğiniz zaman yeniden abone olabilirsiniz.',
      en: 'Your subscription, which was not set to renew, ended at the end of its period. You can subscribe again at any time.',
    },
    action: { tr: 'Paketleri gör', en: 'See the packages' },
  },
} satisfies Record<string, TNoticeCopy>;

export type TNoticeVariant = keyof typeof NOTICE_COPY;

/** Words for a name the notice lacks, and the project as a sentence names it. */
export const NOTICE_FALLBACKS = {
  agency: { tr: 'Bir ajans', en: 'An agency' },
  client: { tr: 'Bir müşteri', en: 'A client' },
  titledProject: { tr: '“{title}” projesi', en: 'the “{title}” project' },
  clientProject: { tr: '{client} projesi', en: 'the {client} project' },
  someProject: { tr: 'proje', en: 'the project' },
} satisfies Record<string, TLocalizedText>;

/** The facts of a brief's need in an agency's notice before access: sector, city and budget band. */
export const NOTICE_NEED = {
  sector: { tr: 'sektör: {sector}', en: 'sector: {sector}' },
  city: { tr: 'şehir: {city}', en: 'city: {city}' },
  budgetBelow: { tr: 'bütçe: {high} altı', en: 'budget: under {high}' },
  budgetBetween: { tr: 'bütçe: {low}–{high}', en: 'budget: {low}–{high}' },
  budgetAbove: { tr: 'bütçe: {low} ve üzeri', en: 'budget: {low} or more' },
  budgetNone: { tr: 'bütçe belirtilmemiş', en: 'budget not given' },
} satisfies Record<string, TLocalizedText>;

/** A budget as its band (NOTICE_BUDGET_BANDS_TRY), never the amount: "bütçe: ₺100.000–₺250.000". */
export function budgetBand(budgetTry: number | null | undefined, locale: TLocale): string {
  if (budgetTry === null || budgetTry === undefined) return NOTICE_NEED.budgetNone[locale];
  const bands = NOTICE_BUDGET_BANDS_TRY;
  let index = 0;
  while (index + 1 < bands.length && budgetTry >= bands[index + 1]!) index += 1;
  const low = formatLira(bands[index]!, locale);
  const next = bands[index + 1];
  if (next === undefined) return formatCopy(NOTICE_NEED.budgetAbove[locale], locale, { low });
  const high = formatLira(next, locale);
  if (index === 0) return formatCopy(NOTICE_NEED.budgetBelow[locale], locale, { high });
  return formatCopy(NOTICE_NEED.budgetBetween[locale], locale, { low, high });
}

/** The brief's need as a notice names it before access: "sektör: Gıda, şehir: İstanbul, bütçe: …". */
function needFacts(p: TNotificationParams, locale: TLocale): string {
  const sector = locale === 'tr' ? p.SectorTr : p.SectorEn;
  return [
    sector ? formatCopy(NOTICE_NEED.sector[locale], locale, { sector }) : null,
    p.CityName ? formatCopy(NOTICE_NEED.city[locale], locale, { city: p.CityName }) : null,
    budgetBand(p.BudgetTry, locale),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Which reading of its kind a notice takes. */
export function noticeVariant(kind: TNotificationKind, p: TNotificationParams): TNoticeVariant {
  switch (kind) {
    case 'new_match':
      return p.CategoryTr ? 'new_match' : 'new_match_plain';
    case 'new_message':
      return p.AgencyName ? 'new_message_from_agency' : 'new_message_from_client';
    case 'meeting_proposed':
      return p.AgencyName ? 'meeting_proposed_by_agency' : 'meeting_proposed_by_client';
    case 'meeting_set':
      return p.AgencyName ? 'meeting_set_by_agency' : 'meeting_set_by_client';
    case 'project_agreed':
      if (p.IsWinner) return (p.AmountKurus ?? 0) > 0 ? 'project_won_refund' : 'project_won';
      return p.AgencyName ? 'project_agreed_with' : 'project_agreed';
    case 'payment_result':
      return p.Succeeded ? 'payment_succeeded' : 'payment_failed';
    case 'account_suspended':
      return p.Side === 'client' ? 'account_suspended_client' : 'account_suspended_agency';
    case 'bank_transfer':
      if (!p.Succeeded) return 'bank_transfer_rejected';
      return p.ForDebt ? 'bank_transfer_confirmed_debt' : 'bank_transfer_confirmed';
    case 'subscription_renewal':
      return (
        {
          renewed: 'subscription_renewed',
          failed: 'subscription_renewal_failed',
          retry_failed: 'subscription_renewal_retry_failed',
          stopped: 'subscription_stopped',
          cancelled: 'subscription_cancelled',
        } as const
      )[p.Step ?? 'renewed'];
    default:
      return kind;
  }
}

/** The named values a notice's texts use, in `locale`. */
export function noticeValues(p: TNotificationParams, locale: TLocale): TMessageParams {
  const category = (locale === 'tr' ? p.CategoryTr : p.CategoryEn) ?? '';
  const title = p.OfferTitle ?? (p.ClientName ? undefined : category || undefined);
  const projectPhrase = title
    ? formatCopy(NOTICE_FALLBACKS.titledProject[locale], locale, { title })
    : p.ClientName
      ? formatCopy(NOTICE_FALLBACKS.clientProject[locale], locale, { client: p.ClientName })
      : NOTICE_FALLBACKS.someProject[locale];
  return {
    agency: p.AgencyName ?? NOTICE_FALLBACKS.agency[locale],
    client: p.ClientName ?? NOTICE_FALLBACKS.client[locale],
    project: p.OfferTitle ?? p.ClientName ?? category,
    projectPhrase,
    category,
    facts: needFacts(p, locale),
    preview: p.Preview ?? '',
    amount: formatKurus(p.AmountKurus ?? 0, locale),
    rating: p.Rating === undefined ? '' : formatRating(p.Rating, locale),
    days: p.Days ?? '',
    reason: p.Reason ?? '',
    offerKey: p.OfferKey ?? '',
    when: p.At ? formatDateTime(p.At, locale) : '',
  };
}

export type TNoticeWords = { title: string; body: string; action: string };

/** A notice's title, body and action in `locale` (e-mail, WhatsApp, chat channels). */
export function noticeWords(kind: TNotificationKind, p: TNotificationParams, locale: TLocale): TNoticeWords {
  const copy: TNoticeCopy = NOTICE_COPY[noticeVariant(kind, p)];
  const values = noticeValues(p, locale);
  return {
    title: formatCopy(copy.title[locale], locale, values),
    body: formatCopy(copy.body[locale], locale, values),
    action: formatCopy(copy.action[locale], locale, values),
  };
}

/** A notice as one sentence in `locale`: the web app's notification list. */
export function noticeLine(kind: TNotificationKind, p: TNotificationParams, locale: TLocale): string {
  const copy: TNoticeCopy = NOTICE_COPY[noticeVariant(kind, p)];
  return formatCopy((copy.line ?? copy.body)[locale], locale, noticeValues(p, locale));
}

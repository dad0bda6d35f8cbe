import type { TLocale } from '../locale.ts';
import { formatCopy, type TLocalizedText, type TMessageParams } from '../messages.ts';

/**
 * The words of every e-mail and SMS the API sends, in both languages, once. Texts are `{param}` templates:
 * the template's own values (code, name, link…) and the rules (ruleParams). The API's outbox templates lay
 * them out (text and HTML parts); notices (notifications) have their words in notices.ts.
 */
type TEmailCopy = Record<string, TLocalizedText | TLocalizedText[]>;

export const EMAIL_COPY = {
  /** The footer of account e-mails (codes, passwords, invitations, reviews, feedback). */
  accountFooter: {
    footer: {
      tr: 'Bu e-postayı Brifa hesabınızla ilgili bir işlem nedeniyle aldınız. Siz istemediyseniz dikkate almayın.',
      en: 'You received this e-mail because of an action on your Brifa account. If it was not you, ignore it.',
    },
  },
  /** The footer and unsubscribe link of notice e-mails. */
  noticeFooter: {
    footer: {
      tr: 'Bu e-postayı Brifa hesabınızdaki bir gelişme nedeniyle aldınız.',
      en: 'You received this e-mail because of news on your Brifa account.',
    },
    unsubscribe: { tr: 'Bildirim e-postalarından çık', en: 'Unsubscribe from notice e-mails' },
  },
  /** What a verification code is for, inside the code messages ({purpose}). */
  codePurposes: {
    register: { tr: 'telefon doğrulama', en: 'phone verification' },
    change_phone: { tr: 'telefon doğrulama', en: 'phone verification' },
    login: { tr: 'giriş', en: 'sign-in' },
    reset_password: { tr: 'şifre sıfırlama', en: 'password reset' },
  },
  verificationCodeSms: {
    text: {
      tr: 'Brifa {purpose} kodunuz: {code}. Kod {minutes} dakika geçerlidir; kimseyle paylaşmayın.',
      en: 'Your Brifa {purpose} code: {code}. It is valid for {minutes} minutes; do not share it.',
    },
  },
  verificationCodeEmail: {
    subject: { tr: 'Brifa {purpose} kodunuz: {code}', en: 'Your Brifa {purpose} code: {code}' },
    paragraphs: [
      { tr: 'Kodunuz: {code}', en: 'Your code: {code}' },
      {
        tr: 'Kod {minutes} dakika geçerlidir. Kimseyle paylaşmayın; Brifa çalışanları bu kodu asla sormaz.',
        en: 'It is valid for {minutes} minutes. Do not share it; Brifa staff will never ask for it.',
      },
    ],
  },
  initialPassword: {
    subject: { tr: 'Brifa hesabınız için şifre belirleyin', en: 'Set a password for your Brifa account' },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: 'Aşağıdaki bağlantı sizi hesabınıza giriş yaptırır ve şifrenizi belirleyebileceğiniz sayfaya götürür. Bağlantı {hours} saat geçerlidir ve bir kez kullanılabilir.',
        en: 'The link below signs you in and takes you to the page where you can set your password. It is valid for {hours} hours and works once.',
      },
    ],
    button: { tr: 'Şifremi belirle', en: 'Set my password' },
  },
  teamInvite: {
    subject: {
      tr: '{agencyName} sizi Brifa ekibine davet ediyor',
      en: '{agencyName} invites you to its team on Brifa',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '{inviterName}, sizi {agencyName} ajansının Brifa hesabına "{title}" olarak ekledi. Ekibe katıldığınızda ajansın fırsatlarını, mesajlarını ve bildirimlerini görebilirsiniz.',
        en: `{inviterName} added you to {agencyName}'s Brifa account as "{title}". Once you join, you see the agency's opportunities, messages and notifications.`,
      },
      { tr: 'Davet {days} gün geçerlidir.', en: 'The invitation is valid for {days} days.' },
    ],
    button: { tr: 'Ekibe katıl', en: 'Join the team' },
  },
  feedbackRequest: {
    subject: { tr: 'Ajanslarla nasıl geçti?', en: 'How did it go with the agencies?' },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '"{projectName}" projeniz için eşleştiğiniz ajanslarla görüşmeleriniz nasıl gidiyor? Bir dakikanızı ayırıp her ajans için durumu işaretlerseniz eşleştirmeleri sizin ve başka markalar için iyileştiririz.',
        en: 'How are your talks going with the agencies matched to your project "{projectName}"? Take a minute to mark how it went with each agency and we will improve the matches for you and other brands.',
      },
      {
        tr: 'İsterseniz aynı sayfadan sizin için yeni ajanslar eşleştirmemizi de isteyebilirsiniz. Bağlantı giriş yapmadan çalışır; kimseyle paylaşmayın.',
        en: 'On the same page you can also ask us to match new agencies for you. The link works without logging in; do not share it.',
      },
    ],
    button: { tr: 'Geri bildirim ver', en: 'Give feedback' },
  },
  businessOpportunity: {
    subject: {
      tr: 'Yeni iş fırsatı: {categoryName} projesi',
      en: 'New business opportunity: a {categoryName} project',
    },
    hello: { tr: 'Merhaba,', en: 'Hello,' },
    helloNamed: { tr: 'Merhaba {companyName},', en: 'Hello {companyName},' },
    paragraphs: [
      {
        tr: `Brifa'da bir marka "{categoryName}" alanında ajans arıyor ve projesi sizin işinize benziyor. Özetini aşağıdaki bağlantıdan okuyabilir, Brifa'ya katılıp teklif verebilir ya da nedenini belirterek geri çevirebilirsiniz.`,
        en: 'A brand on Brifa is looking for an agency for a "{categoryName}" project that looks like your work. Read its summary at the link below, then join Brifa to send a quote, or decline and tell us why.',
      },
    ],
    button: { tr: 'Fırsatı görüntüle', en: 'View the opportunity' },
  },
  reviewConfirmation: {
    subject: {
      tr: '{agencyName} değerlendirmenizi yayınlamak için onaylayın',
      en: 'Confirm your review of {agencyName} to publish it',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '{agencyName} için yazdığınız değerlendirme bize ulaştı. Yayınlanması için e-posta adresinizi aşağıdaki bağlantıyla onaylayın. Bağlantı {days} gün geçerlidir.',
        en: 'We received your review of {agencyName}. Confirm your e-mail address with the link below to publish it. The link is valid for {days} days.',
      },
      {
        tr: 'Değerlendirmeyi siz yazmadıysanız ya da kaldırmak isterseniz: {removeLink}',
        en: 'If you did not write it, or to remove it later: {removeLink}',
      },
    ],
    button: { tr: 'Değerlendirmeyi yayınla', en: 'Publish my review' },
  },
} satisfies Record<string, TEmailCopy>;

export type TEmailCopyName = keyof typeof EMAIL_COPY;

/** One e-mail's (or SMS's) texts in `locale`, with its values and the rules filled in. */
export type TEmailWords<T> = {
  [K in keyof T]: T[K] extends readonly TLocalizedText[] ? string[] : string;
};

export function emailWords<N extends TEmailCopyName>(
  name: N,
  locale: TLocale,
  params: TMessageParams = {},
): TEmailWords<(typeof EMAIL_COPY)[N]> {
  const copy: TEmailCopy = EMAIL_COPY[name];
  return Object.fromEntries(
    Object.entries(copy).map(([field, text]) => [
      field,
      Array.isArray(text)
        ? text.map((item) => formatCopy(item[locale], locale, params))
        : formatCopy(text[locale], locale, params),
    ]),
  ) as TEmailWords<(typeof EMAIL_COPY)[N]>;
}

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
  /** Both sides, when a meeting is set; the calendar invitation (.ics) is attached. */
  meetingSet: {
    subject: {
      tr: 'Görüşme planlandı: {title} · {otherParty}',
      en: 'Meeting scheduled: {title} · {otherParty}',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '"{title}" projesi için {otherParty} ile görüşmeniz {when} (Türkiye saati) için planlandı. Takvim davetini ekte bulabilirsiniz.',
        en: 'Your meeting with {otherParty} about the project "{title}" is set for {when} (Türkiye time). The calendar invitation is attached.',
      },
      {
        tr: 'Görüşmeden bir saat önce size bir hatırlatma göndereceğiz. Planı mesajlar sayfasından görebilir ya da iptal edebilirsiniz.',
        en: 'We will remind you an hour before. You can see or cancel it on the messages page.',
      },
    ],
    button: { tr: 'Görüşmeyi gör', en: 'See the meeting' },
    /** The calendar event's title (SUMMARY) and description. */
    calendarSummary: {
      tr: 'Brifa görüşmesi: {title} · {otherParty}',
      en: 'Brifa meeting: {title} · {otherParty}',
    },
    calendarDescription: {
      tr: '"{title}" projesi için {otherParty} ile görüşme. Ayrıntılar: {link}',
      en: 'Meeting with {otherParty} about the project "{title}". Details: {link}',
    },
  },
  /** Both sides, an hour before a set meeting. */
  meetingReminder: {
    subject: {
      tr: 'Hatırlatma: {otherParty} ile görüşmeniz {time} saatinde',
      en: 'Reminder: your meeting with {otherParty} at {time}',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '"{title}" projesi için {otherParty} ile görüşmeniz {when} (Türkiye saati) başlıyor.',
        en: 'Your meeting with {otherParty} about the project "{title}" starts at {when} (Türkiye time).',
      },
    ],
    button: { tr: 'Görüşmeyi gör', en: 'See the meeting' },
  },
  /** The other side, when a set meeting is cancelled (the calendar cancellation is attached). */
  meetingCancelled: {
    subject: {
      tr: 'Görüşme iptal edildi: {title} · {otherParty}',
      en: 'Meeting cancelled: {title} · {otherParty}',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '{otherParty}, "{title}" projesi için {when} (Türkiye saati) planlanan görüşmeyi iptal etti. Mesajlar sayfasından yeni saatler önerebilirsiniz.',
        en: '{otherParty} cancelled the meeting about the project "{title}" set for {when} (Türkiye time). You can propose new times on the messages page.',
      },
    ],
    button: { tr: 'Mesajlara git', en: 'Go to messages' },
  },
  /** The client, once per brief some days after it reached agencies: "would you recommend Brifa?" (0–10 links). */
  brifaNpsRequest: {
    subject: {
      tr: 'Brifa’yı bir arkadaşınıza önerir misiniz?',
      en: 'Would you recommend Brifa to a friend?',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '"{projectName}" projeniz için Brifa’yı kullandınız. 0 ile 10 arasında, Brifa’yı bir arkadaşınıza ya da meslektaşınıza önerme olasılığınız nedir? Aşağıdan bir puana tıklayın; isterseniz bir yorum da ekleyebilirsiniz.',
        en: 'You used Brifa for your project "{projectName}". On a scale of 0 to 10, how likely are you to recommend Brifa to a friend or colleague? Click a score below; you can add a comment too.',
      },
      {
        tr: '0 hiç olası değil, 10 kesinlikle öneririm demek. Bağlantılar giriş yapmadan çalışır; kimseyle paylaşmayın.',
        en: '0 means not at all likely, 10 extremely likely. The links work without logging in; do not share them.',
      },
    ],
    button: { tr: 'Puan ver', en: 'Rate Brifa' },
  },
  /** The client, when it agreed with an agency: "how would you rate the agency?" (0–10). */
  agreementNpsRequest: {
    subject: {
      tr: '{agencyName} ile çalışmanızı puanlayın',
      en: 'Rate your work with {agencyName}',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '"{projectName}" projeniz için {agencyName} ile anlaştınız, tebrikler! 0 ile 10 arasında, {agencyName} ajansını bir arkadaşınıza önerme olasılığınız nedir? Puanınız ve yorumunuz ajansın kendini geliştirmesine yardım eder.',
        en: 'Congratulations on agreeing with {agencyName} for your project "{projectName}"! On a scale of 0 to 10, how likely are you to recommend {agencyName} to a friend? Your score and comment help the agency improve.',
      },
      {
        tr: 'Bağlantı giriş yapmadan çalışır; kimseyle paylaşmayın.',
        en: 'The link works without logging in; do not share it.',
      },
    ],
    button: { tr: 'Ajansı puanla', en: 'Rate the agency' },
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
  /** Issue 17: an operator rejected a pending review or removed a published one; the reviewer hears why. */
  reviewRejected: {
    subject: {
      tr: '{agencyName} değerlendirmeniz yayınlanmadı',
      en: 'Your review of {agencyName} was not published',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '{agencyName} için yazdığınız değerlendirmeyi Brifa ekibi inceledi ve yayınlamadı. Nedeni: {reason}',
        en: 'The Brifa team reviewed what you wrote about {agencyName} and did not publish it. Reason: {reason}',
      },
      {
        tr: 'Bir yanlışlık olduğunu düşünüyorsanız bu e-postayı yanıtlayın.',
        en: 'If you think this is a mistake, reply to this e-mail.',
      },
    ],
  },
  reviewRemoved: {
    subject: {
      tr: '{agencyName} değerlendirmeniz kaldırıldı',
      en: 'Your review of {agencyName} was removed',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '{agencyName} için yazdığınız değerlendirme Brifa ekibi tarafından yayından kaldırıldı. Nedeni: {reason}',
        en: 'Your review of {agencyName} was taken down by the Brifa team. Reason: {reason}',
      },
      {
        tr: 'Bir yanlışlık olduğunu düşünüyorsanız bu e-postayı yanıtlayın.',
        en: 'If you think this is a mistake, reply to this e-mail.',
      },
    ],
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
    ],
    button: { tr: 'Değerlendirmeyi yayınla', en: 'Publish my review' },
    /** Issue 16: after the publish button, never before it (the first link is the one people click). */
    afterButton: [
      {
        tr: 'Değerlendirmeyi siz yazmadıysanız ya da kaldırmak isterseniz: {removeLink}',
        en: 'If you did not write it, or to remove it later: {removeLink}',
      },
    ],
  },
  /** Issue 15: the new login address confirms an e-mail change. */
  emailChangeConfirm: {
    subject: { tr: 'Yeni e-posta adresinizi onaylayın', en: 'Confirm your new e-mail address' },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: 'Brifa hesabınızın giriş e-postasını {newEmail} olarak değiştirmek istediniz. Değişiklik, aşağıdaki bağlantıyı açtığınızda geçerli olur. Bağlantı {hours} saat geçerlidir ve bir kez kullanılabilir.',
        en: 'You asked to change the sign-in e-mail of your Brifa account to {newEmail}. The change takes effect when you open the link below. The link is valid for {hours} hours and works once.',
      },
      {
        tr: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; hiçbir şey değişmez.',
        en: 'If you did not ask for this, ignore this e-mail; nothing changes.',
      },
    ],
    button: { tr: 'E-posta adresimi onayla', en: 'Confirm my e-mail address' },
  },
  /** Issue 15: the old login address is told of a change, with a link to report it. */
  emailChangeNotice: {
    subject: {
      tr: 'Brifa giriş e-postanız değiştiriliyor',
      en: 'Your Brifa sign-in e-mail is being changed',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: 'Hesabınızın giriş e-postasını {maskedEmail} olarak değiştirme isteği alındı. Yeni adres onaylandığında bu adresle artık giriş yapılamaz.',
        en: 'We received a request to change the sign-in e-mail of your account to {maskedEmail}. Once the new address confirms it, this address no longer signs in.',
      },
      {
        tr: 'Bu siz değilseniz aşağıdaki bağlantıyla bildirin: değişiklik iptal edilir (onaylandıysa eski adresiniz geri gelir) ve hesabınız tüm cihazlardan çıkış yapar. Ardından şifrenizi sıfırlamanızı öneririz. Bağlantı {days} gün geçerlidir.',
        en: 'If this was not you, report it with the link below: the change is cancelled (or undone if already confirmed) and your account is signed out everywhere. We then recommend resetting your password. The link is valid for {days} days.',
      },
    ],
    button: { tr: 'Bu ben değilim', en: 'This was not me' },
  },
  /** Issue 15: the owner is told when the password changes. */
  passwordChanged: {
    subject: { tr: 'Brifa şifreniz değiştirildi', en: 'Your Brifa password was changed' },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: 'Hesabınızın şifresi az önce değiştirildi ve diğer cihazlarınızdaki oturumlar kapatıldı.',
        en: 'The password of your account was just changed and your other devices were signed out.',
      },
      {
        tr: 'Bunu siz yapmadıysanız hemen "Şifremi unuttum" ile yeni bir şifre belirleyin.',
        en: 'If this was not you, set a new password right away with "Forgot password".',
      },
    ],
    button: { tr: 'Şifremi sıfırla', en: 'Reset my password' },
  },
  /** Issue 15: the login e-mail is told when the account's phone number changes. */
  phoneChanged: {
    subject: { tr: 'Brifa telefon numaranız değişti', en: 'Your Brifa phone number was changed' },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: 'Hesabınızın telefon numarası {maskedPhone} olarak değiştirildi; telefon koduyla giriş artık bu numarayla yapılır.',
        en: 'The phone number of your account was changed to {maskedPhone}; phone-code sign-in now uses this number.',
      },
      {
        tr: 'Bunu siz yapmadıysanız hemen şifrenizi sıfırlayın ve bize ulaşın.',
        en: 'If this was not you, reset your password right away and contact us.',
      },
    ],
    button: { tr: 'Şifremi sıfırla', en: 'Reset my password' },
  },
  /** Issue 15: a source was locked out of password sign-in for the account (sent once per lock). */
  loginLocked: {
    subject: {
      tr: 'Hesabınıza çok sayıda hatalı giriş denemesi yapıldı',
      en: 'Many failed sign-in attempts on your account',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: 'Hesabınıza {ip} adresinden art arda hatalı şifreyle giriş denendi; bu adresten şifreyle giriş {loginWindowMinutes} dakika kapatıldı. Diğer adreslerden ve telefon koduyla giriş yapmaya devam edebilirsiniz.',
        en: 'Someone tried to sign in to your account from {ip} with wrong passwords many times; password sign-in from that address is closed for {loginWindowMinutes} minutes. You can still sign in from other addresses and with a phone code.',
      },
      {
        tr: 'Bu siz değilseniz şifrenizi değiştirmenizi öneririz.',
        en: 'If this was not you, we recommend changing your password.',
      },
    ],
    button: { tr: 'Şifremi sıfırla', en: 'Reset my password' },
  },
  /** Issue 15: a sign-up named an address that already has an account (instead of a second account). */
  accountExistsEmail: {
    subject: { tr: 'Zaten bir Brifa hesabınız var', en: 'You already have a Brifa account' },
    paragraphs: [
      { tr: 'Merhaba,', en: 'Hello,' },
      {
        tr: 'Bu e-posta adresiyle Brifa’ya yeniden kayıt olunmak istendi, ancak bu adresle kayıtlı bir hesabınız zaten var; ikinci bir hesap açılmadı.',
        en: 'Someone tried to sign up to Brifa with this e-mail address, but it already has an account; no second account was opened.',
      },
      {
        tr: 'Siz idiyseniz giriş yapın; şifrenizi hatırlamıyorsanız giriş sayfasındaki "Şifremi unuttum" bağlantısını kullanın. Siz değilseniz bu e-postayı dikkate almayın.',
        en: 'If it was you, sign in; if you do not remember your password, use "Forgot password" on the sign-in page. If it was not you, ignore this e-mail.',
      },
    ],
    button: { tr: 'Giriş yap', en: 'Sign in' },
  },
  accountExistsSms: {
    text: {
      tr: 'Bu numarayla zaten bir Brifa hesabınız var; yeni hesap açılmadı. Giriş yapın: {link}',
      en: 'You already have a Brifa account with this number; no new account was opened. Sign in: {link}',
    },
  },
  /** Issue 21: someone applied to a job post (to the post's e-mail address; the CV is behind sign-in). */
  jobApplication: {
    subject: {
      tr: 'Yeni başvuru: {position} · {applicant}',
      en: 'New application: {position} · {applicant}',
    },
    paragraphs: [
      { tr: 'Merhaba,', en: 'Hello,' },
      {
        tr: '{applicant} ({applicantEmail}) "{position}" ilanınıza özgeçmişiyle başvurdu. Başvuruları ve özgeçmişleri ilanlarım sayfasında görebilirsiniz.',
        en: '{applicant} ({applicantEmail}) applied to your post "{position}" with a CV. You can see the applications and CVs on your job posts page.',
      },
    ],
    button: { tr: 'Başvuruları gör', en: 'See the applications' },
  },
  /** Issue 21: an operator approved a job post: it is live until its plan's end. */
  jobApproved: {
    subject: { tr: 'İlanınız yayında: {position}', en: 'Your job post is live: {position}' },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '"{position}" ilanınız onaylandı ve {until} tarihine kadar yayında.',
        en: 'Your post "{position}" was approved and is live until {until}.',
      },
    ],
    button: { tr: 'İlanı gör', en: 'See the post' },
  },
  /** Issue 21: an operator rejected a job post, with the reason. */
  jobRejected: {
    subject: { tr: 'İlanınız yayınlanmadı: {position}', en: 'Your job post was not published: {position}' },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '"{position}" ilanınızı Brifa ekibi inceledi ve yayınlamadı. Nedeni: {reason}',
        en: 'The Brifa team reviewed your post "{position}" and did not publish it. Reason: {reason}',
      },
      {
        tr: 'Sorularınız için bu e-postayı yanıtlayabilirsiniz.',
        en: 'If you have questions, reply to this e-mail.',
      },
    ],
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

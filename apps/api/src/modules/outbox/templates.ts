import type { TLocale } from '@brifa/contracts';

/** Bilingual message templates. Every e-mail has a text part and a simple, accessible HTML part. */
export type TRendered = { subject: string | null; text: string; html: string | null };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function emailHtml(input: {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footer: string;
  unsubscribe?: { label: string; url: string };
}) {
  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('');
  const button = input.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.button.url)}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.button.label)}</a></p><p style="font-size:13px;color:#666;word-break:break-all">${escapeHtml(input.button.url)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff"><p style="font-size:20px;font-weight:800;color:#4c6ef5;margin:0 0 24px">Brifa</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>${paragraphs}${button}<p style="font-size:12px;color:#888;margin-top:32px">${escapeHtml(input.footer)}</p>${input.unsubscribe ? `<p style="font-size:12px;margin:8px 0 0"><a href="${escapeHtml(input.unsubscribe.url)}" style="color:#666">${escapeHtml(input.unsubscribe.label)}</a></p>` : ''}</div></body></html>`;
}

const FOOTER = {
  tr: 'Bu e-postayı Brifa hesabınızla ilgili bir işlem nedeniyle aldınız. Siz istemediyseniz dikkate almayın.',
  en: 'You received this e-mail because of an action on your Brifa account. If it was not you, ignore it.',
};

const PURPOSE_TEXT: Record<string, Record<TLocale, string>> = {
  register: { tr: 'telefon doğrulama', en: 'phone verification' },
  change_phone: { tr: 'telefon doğrulama', en: 'phone verification' },
  login: { tr: 'giriş', en: 'sign-in' },
  reset_password: { tr: 'şifre sıfırlama', en: 'password reset' },
};

export const TEMPLATES = {
  verificationCodeSms(locale: TLocale, p: { code: string; purpose: string; minutes: number }): TRendered {
    const purpose = PURPOSE_TEXT[p.purpose]?.[locale] ?? '';
    const text =
      locale === 'tr'
        ? `Brifa ${purpose} kodunuz: ${p.code}. Kod ${p.minutes} dakika geçerlidir; kimseyle paylaşmayın.`
        : `Your Brifa ${purpose} code: ${p.code}. It is valid for ${p.minutes} minutes; do not share it.`;
    return { subject: null, text, html: null };
  },

  verificationCodeEmail(locale: TLocale, p: { code: string; purpose: string; minutes: number }): TRendered {
    const purpose = PURPOSE_TEXT[p.purpose]?.[locale] ?? '';
    const subject =
      locale === 'tr' ? `Brifa ${purpose} kodunuz: ${p.code}` : `Your Brifa ${purpose} code: ${p.code}`;
    const paragraphs =
      locale === 'tr'
        ? [
            `Kodunuz: ${p.code}`,
            `Kod ${p.minutes} dakika geçerlidir. Kimseyle paylaşmayın; Brifa çalışanları bu kodu asla sormaz.`,
          ]
        : [
            `Your code: ${p.code}`,
            `It is valid for ${p.minutes} minutes. Do not share it; Brifa staff will never ask for it.`,
          ];
    return {
      subject,
      text: `${paragraphs.join('\n\n')}\n\n${FOOTER[locale]}`,
      html: emailHtml({ heading: subject, paragraphs, footer: FOOTER[locale] }),
    };
  },

  initialPassword(locale: TLocale, p: { name: string; link: string; hours: number }): TRendered {
    const subject =
      locale === 'tr' ? 'Brifa hesabınız için şifre belirleyin' : 'Set a password for your Brifa account';
    const paragraphs =
      locale === 'tr'
        ? [
            `Merhaba ${p.name},`,
            `Aşağıdaki bağlantı sizi hesabınıza giriş yaptırır ve şifrenizi belirleyebileceğiniz sayfaya götürür. Bağlantı ${p.hours} saat geçerlidir ve bir kez kullanılabilir.`,
          ]
        : [
            `Hello ${p.name},`,
            `The link below signs you in and takes you to the page where you can set your password. It is valid for ${p.hours} hours and works once.`,
          ];
    const button = { label: locale === 'tr' ? 'Şifremi belirle' : 'Set my password', url: p.link };
    return {
      subject,
      text: `${paragraphs.join('\n\n')}\n\n${button.url}\n\n${FOOTER[locale]}`,
      html: emailHtml({ heading: subject, paragraphs, button, footer: FOOTER[locale] }),
    };
  },

  teamInvite(
    locale: TLocale,
    p: { name: string; inviterName: string; agencyName: string; title: string; link: string; days: number },
  ): TRendered {
    const subject =
      locale === 'tr'
        ? `${p.agencyName} sizi Brifa ekibine davet ediyor`
        : `${p.agencyName} invites you to its team on Brifa`;
    const paragraphs =
      locale === 'tr'
        ? [
            `Merhaba ${p.name},`,
            `${p.inviterName}, sizi ${p.agencyName} ajansının Brifa hesabına "${p.title}" olarak ekledi. Ekibe katıldığınızda ajansın fırsatlarını, mesajlarını ve bildirimlerini görebilirsiniz.`,
            `Davet ${p.days} gün geçerlidir.`,
          ]
        : [
            `Hello ${p.name},`,
            `${p.inviterName} added you to ${p.agencyName}'s Brifa account as "${p.title}". Once you join, you see the agency's opportunities, messages and notifications.`,
            `The invitation is valid for ${p.days} days.`,
          ];
    const button = { label: locale === 'tr' ? 'Ekibe katıl' : 'Join the team', url: p.link };
    return {
      subject,
      text: `${paragraphs.join('\n\n')}\n\n${button.url}\n\n${FOOTER[locale]}`,
      html: emailHtml({ heading: subject, paragraphs, button, footer: FOOTER[locale] }),
    };
  },

  /** The client's feedback request about its matched agencies; the link works without login. */
  feedbackRequest(locale: TLocale, p: { name: string; projectName: string; link: string }): TRendered {
    const subject = locale === 'tr' ? 'Ajanslarla nasıl geçti?' : 'How did it go with the agencies?';
    const paragraphs =
      locale === 'tr'
        ? [
            `Merhaba ${p.name},`,
            `"${p.projectName}" projeniz için eşleştiğiniz ajanslarla görüşmeleriniz nasıl gidiyor? Bir dakikanızı ayırıp her ajans için durumu işaretlerseniz eşleştirmeleri sizin ve başka markalar için iyileştiririz.`,
            'İsterseniz aynı sayfadan sizin için yeni ajanslar eşleştirmemizi de isteyebilirsiniz. Bağlantı giriş yapmadan çalışır; kimseyle paylaşmayın.',
          ]
        : [
            `Hello ${p.name},`,
            `How are your talks going with the agencies matched to your project "${p.projectName}"? Take a minute to mark how it went with each agency and we will improve the matches for you and other brands.`,
            'On the same page you can also ask us to match new agencies for you. The link works without logging in; do not share it.',
          ];
    const button = { label: locale === 'tr' ? 'Geri bildirim ver' : 'Give feedback', url: p.link };
    return {
      subject,
      text: `${paragraphs.join('\n\n')}\n\n${button.url}\n\n${FOOTER[locale]}`,
      html: emailHtml({ heading: subject, paragraphs, button, footer: FOOTER[locale] }),
    };
  },
  businessOpportunity(
    locale: TLocale,
    p: { companyName: string; categoryName: string; link: string },
  ): TRendered {
    const subject =
      locale === 'tr'
        ? `Yeni iş fırsatı: ${p.categoryName} projesi`
        : `New business opportunity: a ${p.categoryName} project`;
    const hello = p.companyName
      ? locale === 'tr'
        ? `Merhaba ${p.companyName},`
        : `Hello ${p.companyName},`
      : locale === 'tr'
        ? 'Merhaba,'
        : 'Hello,';
    const paragraphs =
      locale === 'tr'
        ? [
            hello,
            `Brifa'da bir marka "${p.categoryName}" alanında ajans arıyor ve projesi sizin işinize benziyor. Özetini aşağıdaki bağlantıdan okuyabilir, Brifa'ya katılıp teklif verebilir ya da nedenini belirterek geri çevirebilirsiniz.`,
          ]
        : [
            hello,
            `A brand on Brifa is looking for an agency for a "${p.categoryName}" project that looks like your work. Read its summary at the link below, then join Brifa to send a quote, or decline and tell us why.`,
          ];
    const button = { label: locale === 'tr' ? 'Fırsatı görüntüle' : 'View the opportunity', url: p.link };
    return {
      subject,
      text: `${paragraphs.join('\n\n')}\n\n${button.url}\n\n${FOOTER[locale]}`,
      html: emailHtml({ heading: subject, paragraphs, button, footer: FOOTER[locale] }),
    };
  },
  reviewConfirmation(
    locale: TLocale,
    p: { name: string; agencyName: string; confirmLink: string; removeLink: string; days: number },
  ): TRendered {
    const subject =
      locale === 'tr'
        ? `${p.agencyName} değerlendirmenizi yayınlamak için onaylayın`
        : `Confirm your review of ${p.agencyName} to publish it`;
    const paragraphs =
      locale === 'tr'
        ? [
            `Merhaba ${p.name},`,
            `${p.agencyName} için yazdığınız değerlendirme bize ulaştı. Yayınlanması için e-posta adresinizi aşağıdaki bağlantıyla onaylayın. Bağlantı ${p.days} gün geçerlidir.`,
            `Değerlendirmeyi siz yazmadıysanız ya da kaldırmak isterseniz: ${p.removeLink}`,
          ]
        : [
            `Hello ${p.name},`,
            `We received your review of ${p.agencyName}. Confirm your e-mail address with the link below to publish it. The link is valid for ${p.days} days.`,
            `If you did not write it, or to remove it later: ${p.removeLink}`,
          ];
    const button = {
      label: locale === 'tr' ? 'Değerlendirmeyi yayınla' : 'Publish my review',
      url: p.confirmLink,
    };
    return {
      subject,
      text: `${paragraphs.join('\n\n')}\n\n${button.url}\n\n${FOOTER[locale]}`,
      html: emailHtml({ heading: subject, paragraphs, button, footer: FOOTER[locale] }),
    };
  },
};

export type TTemplateName = keyof typeof TEMPLATES;

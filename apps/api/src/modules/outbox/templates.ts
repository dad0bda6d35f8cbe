import { EMAIL_COPY, emailWords, type TLocale } from '@brifa/contracts';

/**
 * Message templates: the words come from the bilingual catalogue in contracts (messages/emails.ts), laid out
 * here. Every e-mail has a text part and a simple, accessible HTML part.
 */
export type TRendered = { subject: string | null; text: string; html: string | null };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function emailHtml(input: {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Paragraphs after the button (a secondary action, e.g. removing a review). */
  afterButton?: string[];
  footer: string;
  unsubscribe?: { label: string; url: string };
}) {
  const toHtml = (list: string[]) =>
    list.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join('');
  const paragraphs = toHtml(input.paragraphs);
  const afterButton = toHtml(input.afterButton ?? []);
  const button = input.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.button.url)}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.button.label)}</a></p><p style="font-size:13px;color:#666;word-break:break-all">${escapeHtml(input.button.url)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff"><p style="font-size:20px;font-weight:800;color:#4c6ef5;margin:0 0 24px">Brifa</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>${paragraphs}${button}${afterButton}<p style="font-size:12px;color:#888;margin-top:32px">${escapeHtml(input.footer)}</p>${input.unsubscribe ? `<p style="font-size:12px;margin:8px 0 0"><a href="${escapeHtml(input.unsubscribe.url)}" style="color:#666">${escapeHtml(input.unsubscribe.label)}</a></p>` : ''}</div></body></html>`;
}

function purposeText(purpose: string, locale: TLocale): string {
  const purposes: Record<string, Record<TLocale, string>> = EMAIL_COPY.codePurposes;
  return purposes[purpose]?.[locale] ?? '';
}

/** An e-mail from its subject, paragraphs and optional button, with the account footer. */
function accountEmail(
  locale: TLocale,
  words: { subject: string; paragraphs: string[]; button?: string; afterButton?: string[] },
  url?: string,
): TRendered {
  const { footer } = emailWords('accountFooter', locale);
  const button = words.button !== undefined && url !== undefined ? { label: words.button, url } : undefined;
  const afterButton = words.afterButton ?? [];
  const after = afterButton.length > 0 ? `${afterButton.join('\n\n')}\n\n` : '';
  return {
    subject: words.subject,
    text: `${words.paragraphs.join('\n\n')}\n\n${button ? `${button.url}\n\n` : ''}${after}${footer}`,
    html: emailHtml({ heading: words.subject, paragraphs: words.paragraphs, button, afterButton, footer }),
  };
}

export const TEMPLATES = {
  verificationCodeSms(locale: TLocale, p: { code: string; purpose: string; minutes: number }): TRendered {
    const { text } = emailWords('verificationCodeSms', locale, {
      ...p,
      purpose: purposeText(p.purpose, locale),
    });
    return { subject: null, text, html: null };
  },

  verificationCodeEmail(locale: TLocale, p: { code: string; purpose: string; minutes: number }): TRendered {
    return accountEmail(
      locale,
      emailWords('verificationCodeEmail', locale, { ...p, purpose: purposeText(p.purpose, locale) }),
    );
  },

  initialPassword(locale: TLocale, p: { name: string; link: string; hours: number }): TRendered {
    return accountEmail(locale, emailWords('initialPassword', locale, p), p.link);
  },

  teamInvite(
    locale: TLocale,
    p: { name: string; inviterName: string; agencyName: string; title: string; link: string; days: number },
  ): TRendered {
    return accountEmail(locale, emailWords('teamInvite', locale, p), p.link);
  },

  /** The client's feedback request about its matched agencies; the link works without login. */
  feedbackRequest(locale: TLocale, p: { name: string; projectName: string; link: string }): TRendered {
    return accountEmail(locale, emailWords('feedbackRequest', locale, p), p.link);
  },
  /** Brifa NPS: the paragraphs, then one link per score 0–10 (the score preselected on the page). */
  brifaNpsRequest(
    locale: TLocale,
    p: { name: string; projectName: string; link: string; scoreLinks: string[] },
  ): TRendered {
    const { scoreLinks: _links, ...values } = p;
    const words = emailWords('brifaNpsRequest', locale, values);
    const { footer } = emailWords('accountFooter', locale);
    const scores = p.scoreLinks.map((url, score) => `${score}: ${url}`).join('\n');
    const cells = p.scoreLinks
      .map(
        (url, score) =>
          `<a href="${escapeHtml(url)}" style="display:inline-block;min-width:28px;margin:2px;padding:8px 0;text-align:center;border:1px solid #4c6ef5;border-radius:6px;color:#4c6ef5;text-decoration:none;font-weight:600">${score}</a>`,
      )
      .join('');
    const html = emailHtml({
      heading: words.subject,
      paragraphs: words.paragraphs,
      button: { label: words.button, url: p.link },
      footer,
    }).replace(
      '<p style="margin:24px 0">',
      `<p style="margin:0 0 16px">${cells}</p><p style="margin:24px 0">`,
    );
    return {
      subject: words.subject,
      text: `${words.paragraphs.join('\n\n')}\n\n${scores}\n\n${p.link}\n\n${footer}`,
      html,
    };
  },
  agreementNpsRequest(
    locale: TLocale,
    p: { name: string; projectName: string; agencyName: string; link: string },
  ): TRendered {
    return accountEmail(locale, emailWords('agreementNpsRequest', locale, p), p.link);
  },
  /** A meeting set, to each side (the .ics rides along as an attachment); `when` is in Istanbul. */
  meetingSet(
    locale: TLocale,
    p: { name: string; title: string; otherParty: string; when: string; link: string },
  ): TRendered {
    return accountEmail(locale, emailWords('meetingSet', locale, p), p.link);
  },
  meetingReminder(
    locale: TLocale,
    p: { name: string; title: string; otherParty: string; when: string; time: string; link: string },
  ): TRendered {
    return accountEmail(locale, emailWords('meetingReminder', locale, p), p.link);
  },
  meetingCancelled(
    locale: TLocale,
    p: { name: string; title: string; otherParty: string; when: string; link: string },
  ): TRendered {
    return accountEmail(locale, emailWords('meetingCancelled', locale, p), p.link);
  },
  businessOpportunity(
    locale: TLocale,
    p: { companyName: string; categoryName: string; link: string },
  ): TRendered {
    const words = emailWords('businessOpportunity', locale, p);
    const hello = p.companyName ? words.helloNamed : words.hello;
    return accountEmail(locale, { ...words, paragraphs: [hello, ...words.paragraphs] }, p.link);
  },
  jobApplication(
    locale: TLocale,
    p: { position: string; applicant: string; applicantEmail: string; link: string },
  ): TRendered {
    return accountEmail(locale, emailWords('jobApplication', locale, p), p.link);
  },
  jobApproved(
    locale: TLocale,
    p: { name: string; position: string; until: string; link: string },
  ): TRendered {
    return accountEmail(locale, emailWords('jobApproved', locale, p), p.link);
  },
  jobRejected(locale: TLocale, p: { name: string; position: string; reason: string }): TRendered {
    return accountEmail(locale, emailWords('jobRejected', locale, p));
  },
  reviewRejected(locale: TLocale, p: { name: string; agencyName: string; reason: string }): TRendered {
    return accountEmail(locale, emailWords('reviewRejected', locale, p));
  },
  reviewRemoved(locale: TLocale, p: { name: string; agencyName: string; reason: string }): TRendered {
    return accountEmail(locale, emailWords('reviewRemoved', locale, p));
  },
  reviewConfirmation(
    locale: TLocale,
    p: { name: string; agencyName: string; confirmLink: string; removeLink: string; days: number },
  ): TRendered {
    return accountEmail(locale, emailWords('reviewConfirmation', locale, p), p.confirmLink);
  },
  emailChangeConfirm(
    locale: TLocale,
    p: { name: string; newEmail: string; link: string; hours: number },
  ): TRendered {
    return accountEmail(locale, emailWords('emailChangeConfirm', locale, p), p.link);
  },
  emailChangeNotice(
    locale: TLocale,
    p: { name: string; maskedEmail: string; link: string; days: number },
  ): TRendered {
    return accountEmail(locale, emailWords('emailChangeNotice', locale, p), p.link);
  },
  passwordChanged(locale: TLocale, p: { name: string; link: string }): TRendered {
    return accountEmail(locale, emailWords('passwordChanged', locale, p), p.link);
  },
  phoneChanged(locale: TLocale, p: { name: string; maskedPhone: string; link: string }): TRendered {
    return accountEmail(locale, emailWords('phoneChanged', locale, p), p.link);
  },
  loginLocked(locale: TLocale, p: { name: string; ip: string; link: string }): TRendered {
    return accountEmail(locale, emailWords('loginLocked', locale, p), p.link);
  },
  accountExistsEmail(locale: TLocale, p: { link: string }): TRendered {
    return accountEmail(locale, emailWords('accountExistsEmail', locale, p), p.link);
  },
  accountExistsSms(locale: TLocale, p: { link: string }): TRendered {
    return { subject: null, text: emailWords('accountExistsSms', locale, p).text, html: null };
  },
};

export type TTemplateName = keyof typeof TEMPLATES;

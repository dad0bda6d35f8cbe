import type { TErrorDefinition } from './error-definition.ts';

/** Codes of the growth module (issue 21: the credit report, backlinks and the badge). Merged into ERRORS (errors.ts). */
export const GROWTH_ERRORS = {
  CREDIT_REPORT_PHONE_UNVERIFIED: {
    status: 409,
    message: {
      tr: 'Kredi raporu için kodla doğrulanmış telefon numaranızı girin. Numaranızı hesabınızdan doğrulayabilirsiniz.',
      en: 'Enter your phone number verified by code for a credit report. You can verify your number in your account.',
    },
    raisedWhen:
      'a credit report is asked with a phone that is not the account’s code-verified number (or the account’s number is unverified)',
    fields: ['Phone'],
  },
  CREDIT_REPORT_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Kredi raporu bulunamadı ya da size ait değil.',
      en: 'The credit report was not found or is not yours.',
    },
    raisedWhen: 'a user reads a credit report that does not exist or another user asked for',
  },
  BACKLINK_AGENCIES_ONLY: {
    status: 403,
    message: {
      tr: 'Rozet ve bağlantı sayfasını yalnızca ajansın kendi ekibi görebilir.',
      en: 'Only the agency’s own team can see the badge and link page.',
    },
    raisedWhen: 'a client or another agency’s member reads or submits an agency’s backlink',
  },
} as const satisfies Record<string, TErrorDefinition>;

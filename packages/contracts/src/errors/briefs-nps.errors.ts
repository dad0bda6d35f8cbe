import type { TErrorDefinition } from './error-definition.ts';

/** Codes of the briefs module's satisfaction scores (issue 20 item 3). Merged into the briefs module's codes (errors.ts). */
export const BRIEFS_NPS_ERRORS = {
  NPS_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu memnuniyet puanı bulunamadı ya da size ait değil.',
      en: 'This satisfaction score was not found or is not yours.',
    },
    raisedWhen: 'a signed-in user reads or answers a Brifa or agreement NPS that is not theirs',
  },
  NPS_LINK_INVALID: {
    status: 404,
    message: {
      tr: 'Bu puanlama bağlantısı geçersiz ya da süresi dolmuş. Giriş yapıp projenizin sayfasından puan verebilirsiniz.',
      en: 'This rating link is invalid or has expired. Log in and rate from your project’s page.',
    },
    raisedWhen: 'an e-mailed NPS link’s user, token or age does not fit',
  },
  NPS_AGENCIES_ONLY: {
    status: 403,
    message: {
      tr: 'Bu sayfayı yalnızca ajans hesapları görebilir.',
      en: 'Only agency accounts can see this page.',
    },
    raisedWhen: 'a client asks for an agency’s agreement NPS summary',
  },
} as const satisfies Record<string, TErrorDefinition>;

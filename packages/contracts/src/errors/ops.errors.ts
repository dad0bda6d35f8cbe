import type { TLocalizedText } from '../messages.ts';
import type { TErrorDefinition } from './error-definition.ts';

/**
 * Codes the operator console raises (issue 17; apps/api/src/modules/ops). Merged into ERRORS (errors.ts).
 * ops-core's first; ops-actions and ops-metrics append theirs below.
 */
export const OPS_ERRORS = {
  OPS_INVALID_CREDENTIALS: {
    status: 401,
    message: {
      tr: 'E-posta adresi ya da şifre hatalı.',
      en: 'The e-mail address or the password is wrong.',
    },
    raisedWhen: 'an operator sign-in names an unknown or disabled operator, or a wrong password',
    fields: ['Password'],
  },
  OPS_CHALLENGE_EXPIRED: {
    status: 401,
    message: {
      tr: 'Giriş adımının süresi doldu. Lütfen e-posta ve şifrenizle yeniden başlayın.',
      en: 'The sign-in step has expired. Please start again with your e-mail and password.',
    },
    raisedWhen: 'the second factor comes after the challenge expired, was used, or took too many wrong codes',
  },
  OPS_INVALID_CODE: {
    status: 401,
    message: {
      tr: 'Kod hatalı ya da daha önce kullanılmış.',
      en: 'The code is wrong or has already been used.',
    },
    raisedWhen: 'a TOTP code is wrong or replayed, or a recovery code is unknown or used',
    fields: ['Code'],
  },
  OPS_OPERATOR_EXISTS: {
    status: 409,
    message: {
      tr: 'Bu e-posta adresiyle bir operatör zaten var.',
      en: 'An operator with this e-mail address already exists.',
    },
    raisedWhen: 'an admin creates an operator with an e-mail address already in use',
    fields: ['Email'],
  },
  OPS_LAST_ADMIN: {
    status: 409,
    message: {
      tr: 'Son yönetici kaldırılamaz ya da rolü değiştirilemez.',
      en: 'The last admin cannot be disabled or lose the admin role.',
    },
    raisedWhen: 'an admin change would leave no active admin',
  },
  OPS_QUEUE_ITEM_CLOSED: {
    status: 409,
    message: {
      tr: 'Bu iş zaten kapatılmış.',
      en: 'This item has already been closed.',
    },
    raisedWhen: 'an operator assigns, resolves or dismisses a queue item that is no longer open',
  },
  // ops-actions (records and actions)
  OPS_RECORD_NOT_FOUND: {
    status: 404,
    message: { tr: 'Kayıt bulunamadı.', en: 'No such record.' },
    raisedWhen:
      'an operator opens or acts on a client, agency, brief or review that does not exist (or not there)',
  },
} as const satisfies Record<string, TErrorDefinition>;

/** Texts beside the console's action fields (ops-actions). Merged into FIELD_MESSAGES (errors.ts). */
export const OPS_FIELD_MESSAGES = {
  opsReason: {
    tr: 'Bu işlemin nedenini birkaç kelimeyle yazın.',
    en: 'Write the reason for this action in a few words.',
  },
  opsDays: {
    tr: '1 ile 365 arasında bir gün sayısı girin.',
    en: 'Enter a number of days from 1 to 365.',
  },
  opsAmount: {
    tr: 'Sıfırdan büyük bir tutar girin (en çok 100.000 TL).',
    en: 'Enter an amount above zero (at most 100,000 TL).',
  },
} as const satisfies Record<string, TLocalizedText>;

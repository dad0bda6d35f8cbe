import type { TErrorDefinition } from './error-definition.ts';

/** Codes the outbox module raises (the operator's dead messages, issue 17). Merged into ERRORS (errors.ts). */
export const OUTBOX_ERRORS = {
  OUTBOX_MESSAGE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Böyle bir gönderim bulunamadı.', en: 'No such message.' },
    raisedWhen: 'an operator retries or discards a message id that does not exist',
  },
  OUTBOX_MESSAGE_NOT_DEAD: {
    status: 409,
    message: {
      tr: 'Bu gönderim başarısız durumda değil; yalnız gönderilemeyen iletiler yeniden denenir ya da silinir.',
      en: 'This message is not a failed one; only messages that could not be delivered are retried or discarded.',
    },
    raisedWhen: 'an operator retries or discards a message that is queued, sent, stored or already discarded',
  },
} as const satisfies Record<string, TErrorDefinition>;

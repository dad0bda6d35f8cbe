import { ApiError } from '../../platform/api-error.ts';

/** What the outbox module raises (codes in packages/contracts/src/errors/outbox.errors.ts). */
export const outboxErrors = {
  notFound: () => new ApiError('OUTBOX_MESSAGE_NOT_FOUND'),
  notDead: () => new ApiError('OUTBOX_MESSAGE_NOT_DEAD'),
};

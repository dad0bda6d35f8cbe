import { errorFields } from '@brifa/contracts';
import { ApiError } from '../../platform/api-error.ts';

/** What the messaging module raises (codes in packages/contracts/src/errors/messaging.errors.ts). */
export const messagingErrors = {
  notFound: () => new ApiError('MESSAGE_NOT_FOUND'),
  notAllowed: () => new ApiError('MESSAGE_NOT_ALLOWED'),
  rateLimited: () => new ApiError('MESSAGE_RATE_LIMITED'),
  empty: () => new ApiError('MESSAGE_EMPTY', { fields: errorFields('MESSAGE_EMPTY') }),
  /** The attachment is too big (the files module's FILE_TOO_BIG) or a program/script, marked on File. */
  fileRejected: (code: 'FILE_TOO_BIG' | 'CHAT_FILE_BLOCKED') => new ApiError(code, { fields: ['File'] }),
  fileNotFound: () => new ApiError('MESSAGE_FILE_NOT_FOUND'),
};

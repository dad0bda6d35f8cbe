import { ApiError } from '../../platform/api-error.ts';

/** What the operator console raises (codes in packages/contracts/src/errors/ops.errors.ts). */
export const opsErrors = {
  invalidCredentials: () => new ApiError('OPS_INVALID_CREDENTIALS', { fields: ['Password'] }),
  challengeExpired: () => new ApiError('OPS_CHALLENGE_EXPIRED'),
  invalidCode: (field: 'Code' | 'RecoveryCode' = 'Code') =>
    new ApiError('OPS_INVALID_CODE', { fields: [field] }),
  operatorExists: () => new ApiError('OPS_OPERATOR_EXISTS', { fields: ['Email'] }),
  lastAdmin: () => new ApiError('OPS_LAST_ADMIN'),
  queueItemClosed: () => new ApiError('OPS_QUEUE_ITEM_CLOSED'),
  /** Anything but a live ops session: the call looks like one that does not exist. */
  noSuchCall: () => new ApiError('NOT_FOUND'),
  adminOnly: () => new ApiError('FORBIDDEN'),
};

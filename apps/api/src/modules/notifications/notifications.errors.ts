import { errorFields } from '@brifa/contracts';
import { ApiError } from '../../platform/api-error.ts';

/** What the notifications module raises (codes in packages/contracts/src/errors/notifications.errors.ts). */
export const notificationsErrors = {
  notFound: () => new ApiError('NOTIFICATION_NOT_FOUND'),
  unsubscribeLinkInvalid: () => new ApiError('UNSUBSCRIBE_LINK_INVALID'),
  channelNotFound: () => new ApiError('CHANNEL_NOT_FOUND'),
  channelUrlInvalid: () =>
    new ApiError('CHANNEL_URL_INVALID', { fields: errorFields('CHANNEL_URL_INVALID') }),
  channelLimitReached: () => new ApiError('CHANNEL_LIMIT_REACHED'),
};

import type { TNotification } from '@brifa/contracts';
import type { TNotificationRow } from './notifications.repo.ts';

export function toNotification(row: TNotificationRow): TNotification {
  return {
    Id: row.id,
    Kind: row.kind,
    Params: row.params,
    Link: row.link,
    CreatedAt: row.createdAt.toISOString(),
    IsRead: row.readAt !== null,
  };
}

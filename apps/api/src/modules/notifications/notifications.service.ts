import type { TNotificationList } from '@brifa/contracts';
import type { TDeps } from '../../platform/deps.ts';
import { publishCounts } from '../../platform/live-publish.ts';
import { setNoticeEmailsOff } from '../identity/users/users.service.ts';
import { userOfUnsubscribeToken } from './notices.ts';
import { toNotification } from './notification-view.ts';
import { notificationsErrors } from './notifications.errors.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from './notifications.repo.ts';

/** GET Notification: PageIndex is the page minus one. */
export async function notificationsOf(
  deps: TDeps,
  userId: number,
  query: { PageIndex: number; PageSize: number },
): Promise<TNotificationList> {
  const { items, total, unread } = await listNotifications(deps.db, userId, {
    limit: query.PageSize,
    offset: query.PageIndex * query.PageSize,
  });
  return {
    Items: items.map(toNotification),
    TotalCount: total,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
    UnreadCount: unread,
  };
}

export async function readNotification(deps: TDeps, userId: number, id: number) {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await markNotificationRead(tx, userId, id, deps.clock.now());
    if (updated) await publishCounts(tx, [userId]);
    return updated;
  });
  if (!row) throw notificationsErrors.notFound();
  return toNotification(row);
}

export async function readAllNotifications(deps: TDeps, userId: number) {
  await deps.db.transaction(async (tx) => {
    await markAllNotificationsRead(tx, userId, deps.clock.now());
    await publishCounts(tx, [userId]);
  });
  return { UnreadCount: await unreadNotificationCount(deps.db, userId) };
}

/** The e-mail's unsubscribe link: notice e-mails stop; codes and account e-mails still come. */
export async function unsubscribe(deps: TDeps, token: string) {
  const userId = userOfUnsubscribeToken(deps.secret, token);
  const row = userId ? await setNoticeEmailsOff(deps.db, userId) : undefined;
  if (!row) throw notificationsErrors.unsubscribeLinkInvalid();
  return { Email: row.email };
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { unreadNotificationCount } from './notifications.repo.ts';
/** The operators' chat-webhook notice (the operator console's queue items link to themselves through it). */
export { operatorNotice } from './operator.ts';

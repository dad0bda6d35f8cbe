import type { notificationsTr } from './notifications.tr.ts';

export const notificationsEn: Record<keyof typeof notificationsTr, string> = {
  'notifications.title': 'Notifications',
  'notifications.unreadCount': '{count, plural, one {# unread notification} other {# unread notifications}}',
  'notifications.markAll': 'Mark all as read',
  'notifications.empty': 'No notifications yet. New quotes, messages and project news appear here.',
  'notifications.new': 'New',
  'notifications.previous': 'Previous page',
  'notifications.next': 'Next page',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications: {count} unread',
  'notifications.unsubscribe.title': 'E-mail notices',
  'notifications.unsubscribe.missing': 'The link is incomplete. Open the link from the e-mail as it is.',
  'notifications.unsubscribe.done':
    'No more notice e-mails will be sent to {email}. Your notifications still show in your account.',
  'notifications.unsubscribe.note': 'Verification codes and account security e-mails are not affected.',
  'notifications.unsubscribe.home': 'Back to the home page',
};

import type { notificationsTr } from './notifications.tr.ts';

export const notificationsEn: Record<keyof typeof notificationsTr, string> = {
  'notifications.title': 'Notifications',
  'notifications.unreadCount': '{count} unread notifications',
  'notifications.markAll': 'Mark all as read',
  'notifications.empty': 'No notifications yet. New quotes, messages and project news appear here.',
  'notifications.new': 'New',
  'notifications.previous': 'Previous page',
  'notifications.next': 'Next page',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications: {count} unread',
  'notifications.kind.new_match':
    '{client} is looking for an agency for a new project. Respond within 24 hours.',
  'notifications.kind.new_quote': '{agency} sent a quote for your {project} project.',
  'notifications.kind.new_message_from_agency': '{agency} sent you a message: {preview}',
  'notifications.kind.new_message_from_client': '{client} sent you a message: {preview}',
  'notifications.kind.project_stopped': 'The {project} project stopped taking offers.',
  'notifications.kind.project_closed': 'The {project} project was closed.',
  'notifications.kind.project_agreed': 'An agreement was reached on the {project} project.',
  'notifications.kind.project_agreed_with': 'The client agreed with {agency} on the {project} project.',
  'notifications.kind.access_paid':
    '{agency} opened the details of your {project} project and will contact you soon.',
  'notifications.kind.refund_granted': '{amount} was refunded to your wallet.',
  'notifications.kind.review_received': 'A new {rating}-star review was published on your profile.',
  'notifications.kind.payment_succeeded': 'Your payment of {amount} was received.',
  'notifications.kind.payment_failed': 'Your payment did not go through; check your card and try again.',
  'notifications.kind.subscription_expiring': 'Your subscription ends in {days} days.',
  'notifications.unsubscribe.title': 'E-mail notices',
  'notifications.unsubscribe.missing': 'The link is incomplete. Open the link from the e-mail as it is.',
  'notifications.unsubscribe.done':
    'No more notice e-mails will be sent to {email}. Your notifications still show in your account.',
  'notifications.unsubscribe.note': 'Verification codes and account security e-mails are not affected.',
  'notifications.unsubscribe.home': 'Back to the home page',
};

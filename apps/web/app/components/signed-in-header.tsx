/** The header's signed-in parts (loaded by site-header-parts only for a signed-in user). */
import type { TSessionUser } from '@brifa/contracts';
import { useSessionUser } from '../lib/use-session-user.ts';
import { MessagesButton } from './messages-button.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserDrawerLinks, UserMenu } from './user-menu.tsx';

export { ToolLinks } from './tool-links.tsx';

/** The header got the user from the root loader; the current-user query keeps it fresh. */
function useFresh(user: TSessionUser): TSessionUser {
  return useSessionUser() ?? user;
}

export function FreshUserMenu({ user }: { user: TSessionUser }) {
  return <UserMenu user={useFresh(user)} />;
}

export function FreshUserDrawerLinks({ user, onNavigate }: { user: TSessionUser; onNavigate: () => void }) {
  return <UserDrawerLinks user={useFresh(user)} onNavigate={onNavigate} />;
}

export function FreshNotificationBell({ user }: { user: TSessionUser }) {
  return <NotificationBell user={useFresh(user)} />;
}

/** The unread count moves with live messages (the current-user query), not with the page's first render. */
export function FreshMessagesButton({ user, compact }: { user: TSessionUser; compact?: boolean }) {
  return <MessagesButton user={useFresh(user)} compact={compact} />;
}

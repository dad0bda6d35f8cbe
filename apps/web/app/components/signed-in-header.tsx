/** The header's signed-in parts (loaded by site-header-parts only for a signed-in user). */
import type { TSessionUser } from '@brifa/contracts';
import { useSessionUser } from '../lib/use-session-user.ts';
import { NotificationBell } from './notification-bell.tsx';

export { MessagesButton } from './messages-button.tsx';
export { ToolLinks } from './tool-links.tsx';

import { UserDrawerLinks, UserMenu } from './user-menu.tsx';

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

import { useSyncExternalStore } from 'react';

/**
 * Whether the chat pop-up is open: the header's "Messages" button opens it, the pop-up (a feature, mounted by the
 * signed-in layouts, perhaps later) reads it. A tiny store so neither imports the other.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openChat = () => set(true);
export const closeChat = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** The pop-up is left out on the project messages pages, which show the same conversations in full. */
export function chatPopupHidden(pathname: string): boolean {
  return pathname.endsWith('/connection');
}

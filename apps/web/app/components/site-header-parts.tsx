/**
 * The header's parts that most visits never show, loaded when shown: the signed-in user's menu, bell and drawer
 * links (visitors have none) and the phone menu's drawer (until the burger is first pressed). Same names and
 * props as the components they stand for.
 */
import type { TSessionUser } from '@brifa/contracts';
import type { DrawerProps } from '@mantine/core';
import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';
import { loadFullDictionaries } from '../lib/i18n.tsx';

function lazyPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  // A part may show texts beyond the shell dictionary of the lightest pages.
  const Lazy = lazy(() =>
    Promise.all([load(), loadFullDictionaries()]).then(([component]) => ({ default: component })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module level.
  return function LazyPart(props: TProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const UserMenu = lazyPart<{ user: TSessionUser }>(() =>
  import('./signed-in-header.tsx').then((m) => m.FreshUserMenu),
);
export const UserDrawerLinks = lazyPart<{ user: TSessionUser; onNavigate: () => void }>(() =>
  import('./signed-in-header.tsx').then((m) => m.FreshUserDrawerLinks),
);
export const MessagesButton = lazyPart<{ user: TSessionUser; compact?: boolean }>(() =>
  import('./signed-in-header.tsx').then((m) => m.FreshMessagesButton),
);
export const ToolLinks = lazyPart<ComponentProps<typeof import('./signed-in-header.tsx').ToolLinks>>(() =>
  import('./signed-in-header.tsx').then((m) => m.ToolLinks),
);

export const NotificationBell = lazyPart<{ user: TSessionUser }>(() =>
  import('./signed-in-header.tsx').then((m) => m.FreshNotificationBell),
);

const LazyDrawer = lazyPart<DrawerProps>(() => import('./site-drawer.tsx').then((m) => m.Drawer));

/** Mantine's Drawer, loaded the first time it opens (then kept, so that it closes with its transition). */
export function Drawer(props: DrawerProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  return used ? <LazyDrawer {...props} /> : null;
}

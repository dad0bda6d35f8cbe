import { type ComponentProps, lazy, Suspense } from 'react';
import { loadFullDictionaries } from '../../../lib/i18n.tsx';
import { closeTopUp, useTopUpRequest } from '../../../lib/top-up-launcher.ts';

// The pop-ups (card fields, instalments, billing form) load when a page first asks for them, not with every page,
// with the whole dictionary (a page may have only its own part).
const LazyTopUpFlow = lazy(() =>
  Promise.all([import('./top-up-modal.tsx'), loadFullDictionaries()]).then(([m]) => ({
    default: m.TopUpFlow,
  })),
);
function TopUpFlow(props: ComponentProps<typeof LazyTopUpFlow>) {
  return (
    <Suspense fallback={null}>
      <LazyTopUpFlow {...props} />
    </Suspense>
  );
}

/** The agency layout's top-up pop-up, opened by `openTopUp` from any of its pages (e.g. a locked opportunity). */
export function TopUpHost() {
  const request = useTopUpRequest();
  // A new request (a new id) starts the flow again, even after the billing pop-up was closed without saving.
  return request ? <TopUpFlow key={request.id} returnTo={request.returnTo} onClose={closeTopUp} /> : null;
}

import type { TSessionUser } from '@brifa/contracts';
import { lazy, Suspense } from 'react';
import { loadFullDictionaries } from '../../../lib/i18n.tsx';

// The prompt loads only when the session asks for it (a newer contract or terms), with the whole dictionary.
const LazyContractUpdateModal = lazy(() =>
  Promise.all([import('./contract-update-modal.tsx'), loadFullDictionaries()]).then(([m]) => ({
    default: m.ContractUpdateModal,
  })),
);

/** The signed-in layouts' contract-update prompt (issue 20), on every page while the session asks for it. */
export function ContractUpdateHost({ user }: { user: TSessionUser }) {
  if (!user.ContractUpdate) return null;
  return (
    <Suspense fallback={null}>
      <LazyContractUpdateModal update={user.ContractUpdate} />
    </Suspense>
  );
}

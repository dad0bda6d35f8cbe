import type { TSessionUser } from '@brifa/contracts';
import { lazy, Suspense } from 'react';
import { loadFullDictionaries } from '../../../lib/i18n.tsx';
import { canShowSessionPopups } from '../../../lib/session-rules.ts';

// The pop-up loads only when the session asks for it, with the whole dictionary (like the contract prompt).
const LazyAgreementNpsModal = lazy(() =>
  Promise.all([import('./agreement-nps-modal.tsx'), loadFullDictionaries()]).then(([m]) => ({
    default: m.AgreementNpsModal,
  })),
);

/** The client layout's agreement NPS pop-up: only when the session says one is due and TotalDebt is 0. */
export function AgreementNpsHost({ user }: { user: TSessionUser }) {
  if (!user.IsClient || !user.IsShowNpsPopUp || !canShowSessionPopups(user)) return null;
  // A pending contract update comes first: one prompt at a time.
  if (user.ContractUpdate) return null;
  return (
    <Suspense fallback={null}>
      <LazyAgreementNpsModal />
    </Suspense>
  );
}

import { ModalsProvider } from '@mantine/modals';
import { AgreementDocumentPrompt } from '../features/agreements/components/agreement-prompts.tsx';
import { TopUpHost } from '../features/payments/components/top-up-host.tsx';
import { useSessionUser } from '../lib/use-session-user.ts';
import type { Route } from './+types/agency-layout';
import { guardLayout } from './session-guard.server.ts';
import { SessionLayout } from './session-layout.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return guardLayout('agency', request);
}

export default function AgencyLayout() {
  const user = useSessionUser();
  return (
    <ModalsProvider>
      <SessionLayout layout="agency" />
      {/* product.md §2: the layouts host the card view; any agency page may open the top-up (openTopUp). */}
      <TopUpHost />
      {/* Issue 20: the agreement-document pop-up (only without debt). */}
      <AgreementDocumentPrompt user={user} />
    </ModalsProvider>
  );
}

import { ModalsProvider } from '@mantine/modals';
import { TopUpHost } from '../features/payments/components/top-up-host.tsx';
import type { Route } from './+types/agency-layout';
import { guardLayout } from './session-guard.server.ts';
import { SessionLayout } from './session-layout.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return guardLayout('agency', request);
}

export default function AgencyLayout() {
  return (
    <ModalsProvider>
      <SessionLayout layout="agency" />
      {/* product.md §2: the layouts host the card view; any agency page may open the top-up (openTopUp). */}
      <TopUpHost />
    </ModalsProvider>
  );
}

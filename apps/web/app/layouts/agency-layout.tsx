import { ModalsProvider } from '@mantine/modals';
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
    </ModalsProvider>
  );
}

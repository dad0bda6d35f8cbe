import { BriefFlowHost } from '../features/brief-flow/components/brief-flow-host.tsx';
import type { Route } from './+types/client-layout';
import { guardLayout } from './session-guard.server.ts';
import { SessionLayout } from './session-layout.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return guardLayout('client', request);
}

export default function ClientLayout() {
  return (
    <>
      <SessionLayout layout="client" />
      {/* "Start a brief" opens the question flow in place (?brief=1). */}
      <BriefFlowHost />
    </>
  );
}

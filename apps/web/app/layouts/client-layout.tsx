import { ModalsProvider } from '@mantine/modals';
import { AgreementConfirmPrompt } from '../features/agreements/components/agreement-prompts.tsx';
import { BriefFlowHost } from '../features/brief-flow/components/brief-flow-host.tsx';
import { FeedbackPrompt } from '../features/feedback/components/feedback-prompt.tsx';
import { useSessionUser } from '../lib/use-session-user.ts';
import type { Route } from './+types/client-layout';
import { guardLayout } from './session-guard.server.ts';
import { SessionLayout } from './session-layout.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return guardLayout('client', request);
}

export default function ClientLayout() {
  const user = useSessionUser();
  return (
    <ModalsProvider>
      <SessionLayout layout="client" />
      {/* "Start a brief" opens the question flow in place (?brief=1). */}
      <BriefFlowHost />
      <FeedbackPrompt user={user} />
      {/* Issue 20: confirm the amount of an agreement whose documents the agency sent. */}
      <AgreementConfirmPrompt user={user} />
    </ModalsProvider>
  );
}

import { messagingEndpoints } from '@brifa/contracts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../lib/api-client.ts';
import { projectConnectionPath } from '../lib/app-paths.ts';
import { failureMessage } from '../lib/form-errors.ts';
import { useLocale, useT } from '../lib/i18n.tsx';
import { useApiContext } from '../lib/use-session-user.ts';
import { ChatIcon } from './icons.tsx';

/**
 * "Message": opens (or finds) the conversation of a match (POST Message) and goes to the project's messages
 * page. Shared by the client's offers and the agency's opportunity screens.
 */
export function MessageButton({
  side,
  offerKey,
  matchId,
}: {
  side: 'client' | 'provider';
  offerKey: string;
  matchId: number;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () =>
      callEndpoint(api, messagingEndpoints.postMessage, { body: { MatchedProviderId: matchId } }),
    onSuccess: (conversation) => navigate(projectConnectionPath(side, offerKey, conversation.Id)),
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, locale) }),
  });
  return (
    <Button
      leftSection={<ChatIcon size={18} />}
      loading={start.isPending}
      data-testid="start-conversation"
      onClick={() => start.mutate()}
    >
      {t(side === 'client' ? 'messaging.start.client' : 'messaging.start.provider')}
    </Button>
  );
}

import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MessageButton } from '../../../components/message-button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useConversations } from '../api/messaging.ts';
import { ChatPanel } from './chat-panel.tsx';

/**
 * A project's messages (/client|provider/projects/{offerId}/connection): its conversations, the one in ?m=
 * open. With none yet, how messaging opens: the agency starts it once it has access, the client from an
 * agency's card on its offers page.
 */
export function ConnectionView({
  side,
  offerKey,
  matchId,
  hasAccess,
}: {
  side: 'client' | 'provider';
  offerKey: string;
  /** The agency's own match (agency side): lets it start the conversation here. */
  matchId?: number | undefined;
  hasAccess?: boolean;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const initialId = Number(params.get('m')) || null;
  const list = useConversations({ search: '', offerKey, pageIndex: 0 });
  const none = list.isSuccess && list.data.TotalCount === 0;
  if (none) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="connection-empty">
        <Alert color="blue" w="100%">
          {side === 'client'
            ? t('messaging.page.emptyClient')
            : hasAccess
              ? t('messaging.page.emptyProvider')
              : t('messaging.page.needsAccess')}
        </Alert>
        {side === 'client' ? (
          <Anchor component={Link} to={`/client/projects/${encodeURIComponent(offerKey)}/offers`}>
            {t('messaging.page.toOffers')}
          </Anchor>
        ) : matchId && hasAccess ? (
          <MessageButton side="provider" offerKey={offerKey} matchId={matchId} />
        ) : null}
      </Stack>
    );
  }
  return (
    <ChatPanel
      offerKey={offerKey}
      initialId={initialId}
      height="max(420px, min(calc(100dvh - 280px), 680px))"
      onSelect={(id) => setParams({ m: String(id) }, { replace: true })}
    />
  );
}

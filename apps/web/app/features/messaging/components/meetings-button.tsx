import { Button, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useT } from '../../../lib/i18n.tsx';

const MeetingsPanel = lazy(() => import('./meetings-panel.tsx'));

/** "Meeting" beside a conversation's header: opens the match's meetings in a dialog (its code loads then). */
export function MeetingsButton({ matchId }: { matchId: number }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        onClick={open}
        data-testid="meetings-open"
        style={{ flexShrink: 0 }}
      >
        {t('meetings.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('meetings.title')} size="md">
        {opened ? (
          <Suspense fallback={<Loader size="sm" />}>
            <MeetingsPanel matchId={matchId} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}

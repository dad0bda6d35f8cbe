import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import type { TBriefFlowEntry } from '../brief-flow-entry.ts';
import { BriefFlowBody } from './brief-flow-body.tsx';

/**
 * The question flow pop-up: category, its questions, budget and scope, company, description, contact, file,
 * then (for a visitor) an inline sign-up with the phone code, and the submit. Every answer and the current
 * step are kept in localStorage, so a reload reopens the flow where the client was.
 */
export function BriefFlowModal({
  entry,
  onEntryApplied,
  onClose,
  returnPath,
}: {
  entry: TBriefFlowEntry;
  /** Called once the entry is in the draft (the URL then no longer needs to carry it). */
  onEntryApplied: () => void;
  onClose: () => void;
  /** Where a visitor who prefers to log in comes back to (the flow reopens there). */
  returnPath: string;
}) {
  const t = useT();
  const user = useSessionUser();
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const isProvider = !!user && !user.IsClient;
  // Escape closes only the innermost layer: Mantine's own handler listens on the window before any dropdown
  // does, so the pop-up closes itself only when no date picker or list inside it was open.
  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || innerLayerOpen(event.target)) return;
    onClose();
  }
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnEscape={false}
      onKeyDown={closeOnEscape}
      size={600}
      // Top-aligned: a centred pop-up would jump with every step's height.
      centered={false}
      fullScreen={!!isPhone}
      radius={isPhone ? 0 : 'md'}
      title={
        <Text fw={700} component="span">
          {t('briefFlow.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('briefFlow.close') }}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
      data-testid="brief-flow"
    >
      {isProvider ? (
        <ProviderNotice onClose={onClose} />
      ) : (
        <BriefFlowBody
          entry={entry}
          onEntryApplied={onEntryApplied}
          onClose={onClose}
          returnPath={returnPath}
        />
      )}
    </Modal>
  );
}

/**
 * A dropdown open inside the pop-up when Escape was pressed: a list or calendar (portalled, so found in the
 * document; the pop-up's own content is not one), or a field that says its list is expanded. The dropdown
 * closes on the same key; the DOM still shows it while this runs.
 */
function innerLayerOpen(target: EventTarget): boolean {
  if (target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true') return true;
  return document.querySelector('.mantine-Popover-dropdown') !== null;
}

/** Agencies cannot create briefs: a clear message instead of the flow. */
function ProviderNotice({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Stack gap="md" data-testid="brief-provider-notice">
      <Title order={2} fz={20}>
        {t('briefFlow.provider.title')}
      </Title>
      <Text>{t('briefFlow.provider.text')}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('briefFlow.close')}</Button>
      </Group>
    </Stack>
  );
}

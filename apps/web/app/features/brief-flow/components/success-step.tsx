import type { TOffer } from '@brifa/contracts';
import { Alert, Badge, Box, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { PROJECTS_PATH } from '../brief-flow-entry.ts';
import classes from './brief-flow.module.css';
import type { TBriefResult } from './use-brief-submit.ts';

/**
 * After submit: the project is waiting for offers, with the number of agencies it was matched with. A visitor
 * who signed up in the pop-up is told what comes next (a password, then the details the brief no longer asks).
 */
export function SuccessStep({
  offer,
  newAccount,
  fileError,
  retrying,
  onRetryFile,
  projectsHref,
}: {
  offer: TOffer;
  newAccount: boolean;
  fileError: string | null;
  retrying: boolean;
  onRetryFile: () => void;
  projectsHref: string;
}) {
  const t = useT();
  return (
    <Stack gap="md" align="center" ta="center" py="md" data-testid="brief-success">
      <ThemeIcon size={56} radius="xl" color="teal" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </ThemeIcon>
      <Title order={2} fz={{ base: 22, sm: 26 }} tabIndex={-1} data-autofocus>
        {t('briefFlow.success.title')}
      </Title>
      <Badge color="blue" variant="light" size="lg" data-testid="brief-success-status">
        {t('brief.status.waiting')}
      </Badge>
      <Text data-testid="brief-matched-count" maw={460}>
        {offer.MatchedCount > 0
          ? t('briefFlow.success.matched', { count: offer.MatchedCount })
          : t('briefFlow.success.matching')}
      </Text>
      <Text c="dimmed" size="sm" maw={460}>
        {t(newAccount ? 'briefFlow.success.nextNewAccount' : 'briefFlow.success.next')}
      </Text>
      {fileError ? (
        <Alert color="orange" variant="light" w="100%" ta="left" title={t('briefFlow.success.fileFailed')}>
          <Text size="sm">{fileError}</Text>
          <Button mt="xs" size="xs" variant="light" color="orange" loading={retrying} onClick={onRetryFile}>
            {t('briefFlow.retry')}
          </Button>
        </Alert>
      ) : null}
      <Group justify="center">
        {/* A full page load: a visitor who has just signed up gets the signed-in header and layout. */}
        <Button component="a" href={projectsHref} size="md" color="orange">
          {t(newAccount ? 'briefFlow.success.continue' : 'briefFlow.success.toProjects')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The success step with the way out; the wrapper takes the focus when the flow is submitted. */
export function SubmittedView({
  result,
  newAccount,
  retrying,
  onRetryFile,
  onClose,
  headingRef,
}: {
  result: TBriefResult;
  newAccount: boolean;
  retrying: boolean;
  onRetryFile: () => void;
  onClose: () => void;
  headingRef: Ref<HTMLDivElement>;
}) {
  const t = useT();
  return (
    <Box ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
      <SuccessStep
        offer={result.offer}
        newAccount={newAccount}
        fileError={result.fileError}
        retrying={retrying}
        onRetryFile={onRetryFile}
        projectsHref={PROJECTS_PATH}
      />
      <Group justify="center" mt="xs">
        <Button variant="subtle" color="gray" onClick={onClose}>
          {t('briefFlow.close')}
        </Button>
      </Group>
    </Box>
  );
}

import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import type { TBriefStep } from '../brief-steps.ts';
import { STEP_HINTS, STEP_TITLES } from '../step-labels.ts';
import classes from './brief-flow.module.css';

/** Where the client is in the flow: "Step 3 / 9", the bar, the step's title and hint. */
export function StepHeader({
  step,
  index,
  total,
  toRequestedAgency,
  headingRef,
}: {
  step: TBriefStep;
  index: number;
  total: number;
  toRequestedAgency: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  return (
    <Stack gap={6} mb="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="brief-progress">
          {t('briefFlow.progress', { current: index + 1, total })}
        </Text>
        {toRequestedAgency ? (
          <Text size="xs" c="indigo.7" fw={600}>
            {t('briefFlow.requestedAgency')}
          </Text>
        ) : null}
      </Group>
      <Progress value={((index + 1) / total) * 100} size="sm" aria-hidden="true" />
      <Title
        order={2}
        fz={{ base: 20, sm: 22 }}
        mt="xs"
        ref={headingRef}
        tabIndex={-1}
        // The pop-up's focus trap starts here rather than on the close button.
        data-autofocus
        className={classes.stepHeading}
      >
        {t(STEP_TITLES[step])}
      </Title>
      <Text size="sm" c="dimmed">
        {t(STEP_HINTS[step])}
      </Text>
    </Stack>
  );
}

import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../../../lib/i18n.tsx';
import type { TFieldLine } from '../assistant-fields.ts';
import classes from './brief-assistant.module.css';

/** What the assistant gathered, before it goes to the question flow's last step ("review and send"). */
export function AssistantSummary({
  lines,
  onSend,
  headingRef,
}: {
  lines: TFieldLine[];
  onSend: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="assistant-summary">
      <Stack gap="sm">
        <Title order={2} fz="lg" ref={headingRef} tabIndex={-1}>
          {t('briefAssistant.summary.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('briefAssistant.summary.text')}
        </Text>
        <Stack component="dl" gap={6} m={0}>
          {lines.map((line) => (
            <div key={line.field} data-field={line.field}>
              <Text component="dt" size="sm" fw={600}>
                {line.label}
              </Text>
              <Text component="dd" size="sm" m={0} className={classes.summaryValue}>
                {line.value}
              </Text>
            </div>
          ))}
        </Stack>
        <Button onClick={onSend} size="md" data-testid="assistant-review">
          {t('briefAssistant.summary.send')}
        </Button>
      </Stack>
    </Card>
  );
}

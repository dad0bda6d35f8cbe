import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** One section of the match settings: its own form, its own save button and its own messages. */
export function SectionCard({
  id,
  title,
  description,
  alert,
  saving,
  saveLabel,
  canSave = true,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  alert: string | null;
  saving: boolean;
  saveLabel: string;
  canSave?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`match-${id}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg" id={`${id}-title`}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
          {alert ? (
            <Text c="red.7" size="sm" role="alert">
              {alert}
            </Text>
          ) : null}
          {canSave ? (
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {saveLabel}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

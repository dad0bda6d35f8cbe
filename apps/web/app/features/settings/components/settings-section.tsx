import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the settings page, labelled by its heading for screen readers. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`settings-${id}`}
    >
      <Stack gap={4} mb="md">
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
    </Card>
  );
}

/** A message above a form's buttons, announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text c="red.7" size="sm" role="alert">
      {message}
    </Text>
  );
}

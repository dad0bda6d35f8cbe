import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One independently saved section of the about page. */
export function SectionCard({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed" mt={2}>
          {hint}
        </Text>
      ) : null}
      <div style={{ marginTop: 16 }}>{children}</div>
    </Card>
  );
}

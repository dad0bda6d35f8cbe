import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a console panel (a payment's, a bank transfer's...). */
export function OpsFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * A console record's panel: its title with the state badge, then its facts in a grid that is one column on a
 * phone; what follows (lines, notices, actions) comes as children after the grid.
 */
export function OpsFactsPanel(props: {
  testId: string;
  title: string;
  state: { label: string; color: string };
  facts: ReactNode;
  children?: ReactNode;
  dialogs?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" data-testid={props.testId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={20}>
            {props.title}
          </Title>
          <Badge color={props.state.color} variant="light" data-testid={`${props.testId}-state`}>
            {props.state.label}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {props.facts}
        </SimpleGrid>
        {props.children}
      </Stack>
      {props.dialogs}
    </Card>
  );
}

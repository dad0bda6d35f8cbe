import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { OpportunityTabs, type TOpportunityTab } from './opportunity-tabs.tsx';

/** The frame of the agency's list pages: title, what the list is, the four tabs. */
export function OpportunitiesPage({
  tab,
  title,
  subtitle,
  children,
}: {
  tab: TOpportunityTab;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py={{ base: 20, md: 36 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        </div>
        <OpportunityTabs active={tab} />
        {children}
      </Stack>
    </Container>
  );
}

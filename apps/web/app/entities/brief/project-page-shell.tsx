import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';

export type TProjectPageTab<P extends string> = { page: P; href: string; label: string };

/** The project's pages as links (each has its own address). */
function ProjectPageLinks<P extends string>({
  tabs,
  current,
  label,
  testId,
}: {
  tabs: readonly TProjectPageTab<P>[];
  current: P;
  label: string;
  testId?: string;
}) {
  return (
    <Group gap="xs" component="nav" aria-label={label} data-testid={testId}>
      {tabs.map((tab) => (
        <Button
          key={tab.page}
          component={Link}
          to={tab.href}
          variant={current === tab.page ? 'filled' : 'default'}
          size="compact-md"
          aria-current={current === tab.page ? 'page' : undefined}
        >
          {tab.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The frame of a project's pages, for the client and for the agency alike: the way back, the project's heading
 * with its pages as tabs, and the loading and failed states. `header` is null until the project is loaded.
 */
export function ProjectPageShell<P extends string>({
  back,
  header,
  tabs,
  current,
  navLabel,
  navTestId,
  isPending,
  failure,
  children,
}: {
  back: { href: string; label: string };
  header: { title: ReactNode; subtitle: ReactNode; badges?: ReactNode } | null;
  tabs: readonly TProjectPageTab<P>[];
  current: P;
  navLabel: string;
  navTestId?: string;
  isPending: boolean;
  /** Shown when loading failed. */
  failure: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Container size="lg" py={{ base: 20, md: 36 }} px={{ base: 'sm', sm: 'md' }}>
      <Anchor component={Link} to={back.href} size="sm">
        ← {back.label}
      </Anchor>
      {header ? (
        <Stack gap="sm" mt="sm" mb="lg">
          <div>
            <Title order={1} fz={{ base: 24, md: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {header.title}
            </Title>
            {header.subtitle}
          </div>
          {header.badges}
          <ProjectPageLinks tabs={tabs} current={current} label={navLabel} testId={navTestId} />
        </Stack>
      ) : null}
      {isPending ? (
        <Group gap="sm" mt="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('brief.page.loading')}</Text>
        </Group>
      ) : null}
      {failure}
      {children}
    </Container>
  );
}

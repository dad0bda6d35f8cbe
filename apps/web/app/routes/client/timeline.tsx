import { Box, Button, Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useOffers } from '../../features/projects/api/list-offers.ts';
import { ProjectList, ProjectListState } from '../../features/projects/components/project-list.tsx';
import { ProjectsEmpty } from '../../features/projects/components/projects-empty.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/timeline';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('timeline.title'), brand) }];
}

const STEPS = [
  { title: 'home.steps.one.title', text: 'home.steps.one.text' },
  { title: 'home.steps.two.title', text: 'home.steps.two.text' },
  { title: 'home.steps.three.title', text: 'home.steps.three.text' },
] as const;

/**
 * The client's home: the latest projects (first page) with a link to all of them; until a first brief, a clear
 * way to start one. */
export default function ClientTimeline() {
  const t = useT();
  const projects = useOffers(0);
  const user = useSessionUser();
  return (
    <Container size="lg" py={{ base: 24, md: 40 }}>
      <Title order={1} fz={{ base: 26, md: 32 }}>
        {t('timeline.greeting', { name: user?.Name ?? '' })}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('timeline.subtitle')}
      </Text>

      <ProjectListState isPending={projects.isPending} isError={projects.isError && !projects.data} />
      {projects.data && projects.data.TotalCount === 0 ? <ProjectsEmpty /> : null}
      {projects.data && projects.data.Items.length > 0 ? (
        <Box mt="xl" data-testid="timeline-projects">
          <Group justify="space-between" align="center" mb="md" gap="sm">
            <Title order={2} fz={{ base: 20, md: 24 }}>
              {t('projects.latest')}
            </Title>
            <Button component={Link} to="/client/my-projects" variant="light">
              {t('projects.viewAll')}
            </Button>
          </Group>
          <ProjectList offers={projects.data.Items} />
        </Box>
      ) : null}

      <Box mt={{ base: 32, md: 48 }}>
        <Title order={2} fz={{ base: 20, md: 24 }} mb="md">
          {t('home.steps.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STEPS.map((step, index) => (
            <Card key={step.title} withBorder radius="md" padding="lg">
              <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <Text fw={700} mt="sm">
                {t(step.title)}
              </Text>
              <Text c="dimmed" size="sm" mt={4}>
                {t(step.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}

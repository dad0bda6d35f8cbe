import type { TOffer } from '@brifa/contracts';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';
import { ProjectCard } from './project-card.tsx';

/** The loading and error states of a project list; the cards once loaded. */
export function ProjectListState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  const t = useT();
  if (isPending) {
    return (
      <Group gap="sm" mt="xl" data-testid="projects-loading" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('projects.loading')}</Text>
      </Group>
    );
  }
  if (isError) {
    return (
      <Alert color="red" mt="xl" role="alert">
        {t('projects.loadError')}
      </Alert>
    );
  }
  return null;
}

export function ProjectList({ offers }: { offers: readonly TOffer[] }) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} data-testid="project-list">
      {offers.map((offer) => (
        <ProjectCard key={offer.OfferKey} offer={offer} />
      ))}
    </Stack>
  );
}

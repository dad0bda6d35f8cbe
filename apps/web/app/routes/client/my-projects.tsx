import { PAGE_SIZE } from '@brifa/contracts';
import { Box, Button, Container, Group, Pagination, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOffers } from '../../features/projects/api/list-offers.ts';
import { ProjectList, ProjectListState } from '../../features/projects/components/project-list.tsx';
import { ProjectsEmpty, useBriefPath } from '../../features/projects/components/projects-empty.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/my-projects';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('projects.title'), brand) }];
}

/** Every project of the client, 4 a page, with their states and actions (spec product.md section 4). */
export default function ClientMyProjects() {
  const t = useT();
  const briefPath = useBriefPath();
  const [page, setPage] = useState(1);
  const offers = useOffers(page - 1);
  const data = offers.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / PAGE_SIZE.clientOffers)) : 1;
  // A deleted last project may leave the current page empty: step back to the last one there is.
  if (data && data.TotalCount > 0 && data.Items.length === 0 && page > pages) setPage(pages);

  return (
    <Container size="lg" py={{ base: 24, md: 40 }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {t('projects.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('projects.subtitle')}
          </Text>
        </div>
        {data && data.TotalCount > 0 ? (
          <Button component={Link} to={briefPath} color="orange">
            {t('projects.newBrief')}
          </Button>
        ) : null}
      </Group>

      <ProjectListState isPending={offers.isPending} isError={offers.isError && !data} />
      {data && data.TotalCount === 0 ? <ProjectsEmpty /> : null}
      {data && data.Items.length > 0 ? (
        <>
          <Box mt="xl">
            <ProjectList offers={data.Items} />
          </Box>
          {pages > 1 ? (
            <Group component="nav" justify="center" mt="xl" aria-label={t('projects.pagination')}>
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </>
      ) : null}
    </Container>
  );
}

import type { TPortfolioItem, TPortfolioList } from '@brifa/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { useDeletePortfolioItem, usePortfolio } from '../api/portfolio.ts';

/** /provider/settings/portfolio: the works, the "5 needed for opportunities" task and the 10 recommended. */
export function PortfolioList({ initial }: { initial: TPortfolioList | null }) {
  const t = useT();
  const portfolio = usePortfolio(initial);
  const remove = useDeletePortfolioItem();
  const [removing, setRemoving] = useState<TPortfolioItem | null>(null);
  if (portfolio.isError) return <Alert color="red">{t('portfolio.loadFailed')}</Alert>;
  if (!portfolio.data) return null;
  const { Items, TotalCount, NeededForOpportunities, Recommended } = portfolio.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('portfolio.title')}
          </Title>
          <Text c="dimmed">{t('portfolio.subtitle')}</Text>
        </div>
        <Button component={Link} to="/provider/settings/portfolio/new" data-testid="add-work">
          {t('portfolio.add')}
        </Button>
      </Group>
      {TotalCount < NeededForOpportunities ? (
        <Alert color="orange" data-testid="portfolio-task">
          {t('portfolio.taskNeeded', {
            needed: NeededForOpportunities,
            count: TotalCount,
            left: NeededForOpportunities - TotalCount,
          })}
        </Alert>
      ) : null}
      <div>
        <Text size="sm" mb={4}>
          {t('portfolio.taskRecommended', { recommended: Recommended, count: TotalCount })}
        </Text>
        <Progress
          value={Math.min(100, (100 * TotalCount) / Recommended)}
          aria-label={t('portfolio.taskRecommended', { recommended: Recommended, count: TotalCount })}
        />
      </div>
      {Items.length === 0 ? <Text c="dimmed">{t('portfolio.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {Items.map((item) => (
          <Card key={item.Id} withBorder radius="md" padding={0} data-testid="portfolio-item">
            {item.ImageSrcs[0] ? <Image src={item.ImageSrcs[0]} alt="" h={150} fit="cover" /> : null}
            <Stack gap={4} p="sm">
              <Text fw={700} lineClamp={2}>
                {item.Title}
              </Text>
              <Text size="sm" c="dimmed">
                {item.CompanyName}
              </Text>
              {item.VideoUrl ? (
                <Badge variant="light" w="fit-content">
                  {t('portfolio.field.video')}
                </Badge>
              ) : null}
              <Group gap="xs" mt={4}>
                <Button
                  component={Link}
                  to={`/provider/settings/portfolio/${item.Id}`}
                  size="compact-sm"
                  variant="light"
                >
                  {t('portfolio.edit')}
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(item)}>
                  {t('portfolio.delete')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('portfolio.delete')}>
        <Text>{t('portfolio.deleteConfirm', { title: removing?.Title ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRemoving(null)}>
            {t('portfolio.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              if (removing) remove.mutate(removing.Id, { onSettled: () => setRemoving(null) });
            }}
          >
            {t('portfolio.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

import { PAGE_SIZE, type TPoolOffer } from '@brifa/contracts';
import { Alert, Anchor, Badge, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_PATHS } from '../../../lib/app-paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePool } from '../api/pool.ts';
import { BriefFacts, opportunityPath } from './brief-facts.tsx';
import { ListFilters, useListQuery } from './list-filters.tsx';
import { ListPaging, ListState } from './list-state.tsx';

/** How many pool briefs the agency may still contact: unlimited with a subscription. */
export function PoolContactsBanner({ contactsLeft }: { contactsLeft: number | null }) {
  const t = useT();
  if (contactsLeft === null) {
    return (
      <Alert color="teal" data-testid="pool-contacts">
        {t('opportunities.pool.unlimited')}
      </Alert>
    );
  }
  return (
    <Alert color={contactsLeft > 0 ? 'blue' : 'yellow'} data-testid="pool-contacts">
      <Text size="sm">
        {contactsLeft > 0
          ? t('opportunities.pool.contactsLeft', { count: contactsLeft })
          : t('opportunities.pool.noContactsLeft')}{' '}
        <Anchor component={Link} to={APP_PATHS.premiumSubscription} fw={700} inherit>
          {t('opportunities.access.subscribe')}
        </Anchor>
      </Text>
    </Alert>
  );
}

function PoolCard({ offer }: { offer: TPoolOffer }) {
  const t = useT();
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="pool-card">
      <Stack gap="xs">
        <Anchor
          component={Link}
          to={opportunityPath(offer.Brief.OfferKey, 'pool')}
          fw={700}
          fz="lg"
          c="inherit"
          style={{ overflowWrap: 'anywhere' }}
        >
          {offer.Brief.CategoryName}
        </Anchor>
        <BriefFacts brief={offer.Brief} />
        <Group gap={6}>
          <Badge variant="light" color="blue">
            {t('opportunities.pool.responses', { count: offer.ResponsesCount })}
          </Badge>
          <Badge variant="light" color={offer.SlotsLeft > 0 ? 'teal' : 'gray'}>
            {t('opportunities.pool.slotsLeft', { count: offer.SlotsLeft })}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {offer.Brief.Summary}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /provider/pool: briefs open to every agency, 20 a page, filters in the URL. */
export function PoolListView() {
  const t = useT();
  const query = useListQuery();
  const type = query.params.get('type') === 'my_categories' ? 'my_categories' : 'all';
  const pool = usePool({
    pageIndex: query.page - 1,
    type,
    search: query.search,
    categoryId: query.categoryId,
    sectorId: query.sectorId,
  });
  const data = pool.data;
  return (
    <Stack gap="md">
      {data ? <PoolContactsBanner contactsLeft={data.ContactsLeft} /> : null}
      <SegmentedControl
        value={type}
        onChange={(value) => query.update({ type: value === 'all' ? null : value })}
        data={[
          { value: 'all', label: t('opportunities.pool.typeAll') },
          { value: 'my_categories', label: t('opportunities.pool.typeMine') },
        ]}
        w={{ base: '100%', sm: 'fit-content' }}
        aria-label={t('opportunities.pool.typeLabel')}
      />
      <ListFilters />
      <ListState isPending={pool.isPending} error={data ? null : pool.error} />
      {data ? (
        data.Items.length === 0 ? (
          <Paper withBorder radius="md" p="xl" data-testid="pool-none">
            <Text c="dimmed" ta="center">
              {t('opportunities.pool.none')}
            </Text>
          </Paper>
        ) : (
          <Stack
            component="ul"
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: 'none', opacity: pool.isPlaceholderData ? 0.6 : 1 }}
            data-testid="pool-list"
          >
            {data.Items.map((item) => (
              <PoolCard key={item.Brief.OfferKey} offer={item} />
            ))}
          </Stack>
        )
      ) : null}
      {data ? <ListPaging total={data.TotalCount} pageSize={PAGE_SIZE.pool} /> : null}
    </Stack>
  );
}

import type { TPricingDetail } from '@brifa/contracts';
import { Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import type { TDirectoryOptions } from '../api/directory-options.ts';
import { withParams } from '../directory-params.ts';
import { AgencyCard } from './agency-card.tsx';

/** /filter/price: a category's starting prices (lowest, median, highest) and the agencies that start lowest. */
export function PriceBrowse({
  detail,
  options,
}: {
  detail: TPricingDetail | null;
  options: TDirectoryOptions;
}) {
  const t = useT();
  const locale = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const price = (value: number | null) => (value === null ? '—' : formatLira(value, locale));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('directory.price.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('directory.price.subtitle')}
        </Text>
      </div>
      <NativeSelect
        label={t('directory.filters.category')}
        data={[
          { value: '', label: t('directory.filters.any') },
          ...options.categories.map((category) => ({ value: String(category.Id), label: category.Name })),
        ]}
        value={search.get('CategoryId') ?? ''}
        onChange={(event) =>
          navigate(withParams(search, { CategoryId: event.currentTarget.value || undefined }))
        }
        maw={420}
      />
      {!detail ? <Text c="dimmed">{t('directory.price.choose')}</Text> : null}
      {detail && detail.AgencyCount === 0 ? <Text>{t('directory.price.none')}</Text> : null}
      {detail && detail.AgencyCount > 0 ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(
              [
                ['directory.price.min', detail.MinTl],
                ['directory.price.median', detail.MedianTl],
                ['directory.price.max', detail.MaxTl],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} withBorder radius="md">
                <Text size="sm" c="dimmed">
                  {t(label)}
                </Text>
                <Text size="xl" fw={800}>
                  {price(value)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Title order={2} size="h3">
              {t('directory.price.cheapest')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('directory.price.agencies', { count: detail.AgencyCount })}
            </Text>
          </Group>
          <Stack gap="sm">
            {detail.Cheapest.map((agency) => (
              <AgencyCard key={agency.Id} agency={agency} categoryNames={[]} />
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

import type { TCategoryPage } from '@brifa/contracts';
import { CATEGORY_PAGE_MIN_QUOTES, categoryPagePath, TIMELINE_DAYS } from '@brifa/contracts';
import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira, formatNumber, formatRating } from '../../../lib/money.ts';
import { AgencyCard } from './agency-card.tsx';
import { CategoryAds } from './category-ads.tsx';

export type TBreadcrumbStep = { name: string; path: string };

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}

function TypicalBudget({ page }: { page: TCategoryPage }) {
  const t = useT();
  const locale = useLocale();
  const { Quotes: quotes } = page;
  return (
    <Card withBorder radius="md" padding="md" data-testid="typical-budget">
      <Text size="sm" c="dimmed">
        {t('categoryPage.budget.title')}
      </Text>
      {quotes.MedianTl !== null && quotes.LowTl !== null && quotes.HighTl !== null ? (
        <>
          <Text fw={700} fz={24}>
            {formatLira(quotes.MedianTl, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('categoryPage.budget.range', {
              low: formatLira(quotes.LowTl, locale),
              high: formatLira(quotes.HighTl, locale),
            })}
            {' · '}
            {t('categoryPage.budget.basis', { count: quotes.Count })}
          </Text>
        </>
      ) : (
        <Text size="sm">{t('categoryPage.budget.notEnough', { min: CATEGORY_PAGE_MIN_QUOTES })}</Text>
      )}
    </Card>
  );
}

/**
 * A category page (`/<slug>`) or city page (`/<city>/<slug>`): breadcrumb, title, the "get offers" entry, live
 * figures, the sponsored slot, the listed agencies and the city links.
 */
export function CategoryPageView({
  page,
  title,
  trail,
  getOffers,
}: {
  page: TCategoryPage;
  title: string;
  trail: TBreadcrumbStep[];
  getOffers: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const directoryHref = `/filter/agency?CategoryId=${page.CategoryId}${page.City ? `&CityId=${page.City.Id}` : ''}`;
  return (
    <Stack gap="xl">
      <Box component="nav" aria-label={t('categoryPage.breadcrumb')}>
        <Group gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {trail.map((step, index) => (
            <Group key={step.path} gap={6} component="li">
              {index > 0 ? (
                <Text span c="dimmed" aria-hidden>
                  ›
                </Text>
              ) : null}
              {index === trail.length - 1 ? (
                <Text span size="sm" aria-current="page">
                  {step.name}
                </Text>
              ) : (
                <Anchor component={Link} to={step.path} size="sm">
                  {step.name}
                </Anchor>
              )}
            </Group>
          ))}
        </Group>
      </Box>

      <Stack gap="sm">
        <Title order={1} fz={{ base: 28, md: 36 }}>
          {title}
        </Title>
        {page.CategoryDescription ? (
          <Text c="dimmed" maw={760}>
            {page.CategoryDescription}
          </Text>
        ) : null}
        <Group gap="md" align="center">
          {getOffers}
          <Text size="sm" c="dimmed">
            {t('categoryPage.getOffersHint')}
          </Text>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="category-figures">
        <Figure label={t('categoryPage.figures.agencies')} value={formatNumber(page.AgencyCount, locale)} />
        <Figure
          label={t('categoryPage.figures.rating')}
          value={
            page.AverageRating === null
              ? t('categoryPage.figures.ratingNone')
              : `${formatRating(page.AverageRating, locale)} / 5`
          }
          note={page.ReviewCount > 0 ? t('directory.card.reviews', { count: page.ReviewCount }) : undefined}
        />
        <Figure
          label={t('categoryPage.figures.briefs', { days: TIMELINE_DAYS })}
          value={formatNumber(page.RecentBriefCount, locale)}
        />
        <TypicalBudget page={page} />
      </SimpleGrid>

      {page.Sponsored.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="category-sponsored">
          <CategoryAds ads={page.Sponsored} />
        </SimpleGrid>
      ) : null}

      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('categoryPage.agencies.title')}
        </Title>
        {page.Agencies.length === 0 ? (
          <Text c="dimmed">{t('categoryPage.agencies.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {page.Agencies.map((agency) => (
              <AgencyCard key={agency.Id} agency={agency} categoryNames={[]} />
            ))}
          </SimpleGrid>
        )}
        {page.AgencyCount > page.Agencies.length ? (
          <Anchor component={Link} to={directoryHref}>
            {t('categoryPage.agencies.all')}
          </Anchor>
        ) : null}
      </Stack>

      {page.Cities.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="category-cities">
          <Title order={2} fz="lg" id="category-cities">
            {t('categoryPage.cities.title')}
          </Title>
          <Group gap="md">
            {page.City ? (
              <Anchor component={Link} to={categoryPagePath(page.CategoryKey, locale)}>
                {t('categoryPage.cities.allTurkey')}
              </Anchor>
            ) : null}
            {page.Cities.filter((city) => city.Id !== page.City?.Id).map((city) => (
              <Anchor
                key={city.Id}
                component={Link}
                to={categoryPagePath(page.CategoryKey, locale, city.Slug)}
              >
                {t('categoryPage.cities.count', { city: city.Name, count: city.AgencyCount })}
              </Anchor>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

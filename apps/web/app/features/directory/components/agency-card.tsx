import type { TDirectoryItem } from '@brifa/contracts';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira, formatRating } from '../../../lib/money.ts';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';

/** One agency in the directory: logo, name, city, rating, starting price; the whole card links to the profile. */
export function AgencyCard({ agency, categoryNames }: { agency: TDirectoryItem; categoryNames: string[] }) {
  const t = useT();
  const locale = useLocale();
  const href = `${AGENCY_PROFILE_PREFIX[locale]}${agency.Slug}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="agency-card" data-slug={agency.Slug}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar
          src={agency.LogoSrc}
          alt=""
          size={56}
          radius="md"
          color="indigo"
          imageProps={{ loading: 'lazy' }}
        >
          {agency.Name.charAt(0)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text component={Link} to={href} fw={700} size="lg" c="dark" style={{ textDecoration: 'none' }}>
              {agency.Name}
            </Text>
            {agency.IsSponsored ? (
              <Badge color="yellow" variant="light" size="sm">
                {t('directory.results.sponsored')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[agency.City, agency.TeamSize ? t('directory.card.team', { size: agency.TeamSize }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {agency.ReviewCount > 0 ? (
            <Group gap="xs">
              <RatingStars
                value={agency.Rating}
                label={`${formatRating(agency.Rating, locale)} / 5, ${t('directory.card.reviews', { count: agency.ReviewCount })}`}
              />
              <Text size="sm" c="dimmed">
                {t('directory.card.reviews', { count: agency.ReviewCount })}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('directory.card.noReviews')}
            </Text>
          )}
          {agency.ShortDescription ? (
            <Text size="sm" lineClamp={2}>
              {agency.ShortDescription}
            </Text>
          ) : null}
          <Group gap={6} mt={4}>
            {categoryNames.slice(0, 3).map((name) => (
              <Badge key={name} variant="default" size="sm" style={{ textTransform: 'none' }}>
                {name}
              </Badge>
            ))}
            {agency.StartingPriceTl !== null ? (
              <Text size="sm" fw={600} ml="auto">
                {t('directory.card.startingPrice', { price: formatLira(agency.StartingPriceTl, locale) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

import type { TCategoryAdList } from '@brifa/contracts';
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';

/** A category page's top: the live category-top ads of the chosen category, each labelled as an ad. */
export function CategoryAds({ ads }: { ads: TCategoryAdList['Items'] }) {
  const t = useT();
  const locale = useLocale();
  if (ads.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="category-ads" aria-label={t('directory.ads.title')} component="section">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {ads.map((ad) => (
          <Card key={ad.ProviderId} withBorder radius="md" padding="sm" data-testid="category-ad">
            <Group wrap="nowrap" gap="sm">
              <Avatar
                src={ad.ImageUrl ?? ad.LogoSrc}
                alt=""
                size={64}
                radius="md"
                imageProps={{ loading: 'lazy' }}
              >
                {ad.CompanyName.charAt(0)}
              </Avatar>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Badge color="yellow" variant="light" size="sm">
                  {t('directory.ads.label')}
                </Badge>
                {ad.Slug ? (
                  <Text component={Link} to={`${AGENCY_PROFILE_PREFIX[locale]}${ad.Slug}`} fw={700} c="dark">
                    {ad.CompanyName}
                  </Text>
                ) : (
                  <Text fw={700}>{ad.CompanyName}</Text>
                )}
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

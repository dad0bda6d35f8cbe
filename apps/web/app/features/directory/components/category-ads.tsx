import type { TCategoryAdList } from '@brifa/contracts';
import { Avatar, Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';

/** A category page's top: the live category-top ads of the chosen category, each labelled as an ad. */
export function CategoryAds({ ads }: { ads: TCategoryAdList['Items'] }) {
  const t = useT();
  const locale = useLocale();
  return ads.map((ad) => (
    <Card key={ad.ProviderId} withBorder padding="sm" data-testid="category-ad">
      <Group wrap="nowrap">
        <Avatar src={ad.ImageUrl ?? ad.LogoSrc} alt="" size={64} radius="md" />
        <div>
          <Badge color="yellow" variant="light" size="sm">
            {t('directory.ads.label')}
          </Badge>
          <Text
            component={Link}
            to={AGENCY_PROFILE_PREFIX[locale] + ad.Slug}
            fw={700}
            c="dark"
            display="block"
          >
            {ad.CompanyName}
          </Text>
        </div>
      </Group>
    </Card>
  ));
}

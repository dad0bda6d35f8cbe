import type { TAboutSettingPage } from '@brifa/contracts';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';
import { useAboutSettings } from '../api/about-settings.ts';
import { BasicSection } from './basic-section.tsx';
import { ImageSection } from './image-section.tsx';
import { DescriptionSection, PresentationSection, SocialSection } from './text-sections.tsx';

/** /provider/settings/about: images, introduction, social links, presentation, basic information. */
export function AboutSettingsPanel({ initial }: { initial: TAboutSettingPage | null }) {
  const t = useT();
  const locale = useLocale();
  const about = useAboutSettings(initial);
  if (about.isPending) return <Loader />;
  if (about.isError) return <Alert color="red">{t('profileSettings.loadFailed')}</Alert>;
  const page = about.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('profileSettings.title')}
          </Title>
          <Text c="dimmed">{t('profileSettings.subtitle')}</Text>
        </div>
        <Button component={Link} to={`${AGENCY_PROFILE_PREFIX[locale]}${page.Slug}`} variant="light">
          {t('profileSettings.viewProfile')}
        </Button>
      </Group>
      <ImageSection page={page} />
      <DescriptionSection page={page} />
      <SocialSection page={page} />
      <PresentationSection page={page} />
      <BasicSection page={page} />
    </Stack>
  );
}

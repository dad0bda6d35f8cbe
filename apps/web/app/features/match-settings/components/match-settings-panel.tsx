import type { TMatchSettingsPage } from '@brifa/contracts';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useMatchSettings } from '../api/get-match-settings.ts';
import { AgencyTypesSection, SectorsSection, TechnologiesSection } from './choice-sections.tsx';
import { ExpertisesSection } from './expertises-section.tsx';
import { WorkAreaSection } from './work-area-section.tsx';

/** /provider/settings/match: five sections, each saved on its own (spec rules.md section 5). */
export function MatchSettingsPanel({ initial }: { initial: TMatchSettingsPage | null }) {
  const t = useT();
  const locale = useLocale();
  const settings = useMatchSettings(initial);
  const failure = settings.error ? formFailure(settings.error, locale, []) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {t('matchSettings.title')}
          </Title>
          <Text c="dimmed">{t('matchSettings.subtitle')}</Text>
        </Stack>
        <Anchor component={Link} to="/provider/opportunity-preferences" size="sm">
          {t('matchSettings.preferencesLink')}
        </Anchor>
      </Group>
      {settings.data ? (
        // Keyed by language: the option names come in the page language.
        <Stack gap="lg" key={locale}>
          <WorkAreaSection page={settings.data} />
          <AgencyTypesSection page={settings.data} />
          <ExpertisesSection page={settings.data} />
          <SectorsSection page={settings.data} />
          <TechnologiesSection page={settings.data} />
        </Stack>
      ) : failure ? (
        <Alert color="red" title={t('matchSettings.loadError')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failure.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void settings.refetch()}>
              {t('matchSettings.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t('matchSettings.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={160} radius="md" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

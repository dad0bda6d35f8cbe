import type { TLocale } from '@brifa/contracts';
import { Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { translator, useLocale, useT } from '../../../lib/i18n.tsx';
import { useSwitchLanguage } from '../../../lib/use-switch-language.ts';
import { useUpdateLanguage, writeLanguageCookies } from '../api/update-language.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

/** Each language is named in itself, so a reader of either can find their own. */
const LANGUAGE_OPTIONS: Array<{ value: TLocale; label: string }> = [
  { value: 'tr', label: 'Türkçe' },
  { value: 'en', label: 'English' },
];

export function LanguageSection() {
  const t = useT();
  const locale = useLocale();
  const save = useUpdateLanguage();
  const switchLanguage = useSwitchLanguage();
  const [error, setError] = useState<string | null>(null);

  function onChange(value: string) {
    const target = value as TLocale;
    if (target === locale || save.isPending) return;
    setError(null);
    save.mutate(target, {
      onSuccess: () => {
        // Only an accepted change moves the cookies (spec section 4); on failure they stay as they were.
        writeLanguageCookies(target);
        switchLanguage(target);
        notifications.show({ color: 'green', message: translator(target)('settings.language.saved') });
      },
      onError: (failure) => setError(failureMessage(failure, locale)),
    });
  }

  return (
    <SettingsSection
      id="language"
      title={t('settings.language.title')}
      description={t('settings.language.description')}
    >
      <Stack gap="sm">
        <Group gap="sm">
          <SegmentedControl
            value={locale}
            onChange={onChange}
            data={LANGUAGE_OPTIONS.map((option) => ({
              value: option.value,
              label: <span lang={option.value}>{option.label}</span>,
            }))}
            disabled={save.isPending}
            aria-label={t('settings.language.label')}
            data-testid="settings-language"
          />
          {save.isPending ? <Loader size="xs" aria-label={t('settings.language.saving')} /> : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('settings.language.hint')}
        </Text>
        <FormMessage message={error} />
      </Stack>
    </SettingsSection>
  );
}

import { Container, Stack, Text, Title } from '@mantine/core';
import { LanguageSection } from '../../features/settings/components/language-section.tsx';
import { PasswordSection } from '../../features/settings/components/password-section.tsx';
import { PhoneSection } from '../../features/settings/components/phone-section.tsx';
import { PhotoSection } from '../../features/settings/components/photo-section.tsx';
import { ProfileSection } from '../../features/settings/components/profile-section.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/setting';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('settings.title'), brand) }];
}

/** Client settings (/client/setting): profile, photo, phone with re-verification, password, language. */
export default function ClientSettingsPage() {
  const t = useT();
  // The client layout lets only signed-in clients through, so a user is always there.
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.subtitle')}</Text>
      </Stack>
      <Stack gap="lg">
        {/* Keyed by user so the forms start from the saved values again after a refresh. */}
        <ProfileSection key={`profile-${user.Id}`} user={user} />
        <PhotoSection user={user} />
        <PhoneSection user={user} />
        <PasswordSection />
        <LanguageSection />
      </Stack>
    </Container>
  );
}

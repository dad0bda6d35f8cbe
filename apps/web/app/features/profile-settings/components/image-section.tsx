import type { TAboutSettingPage } from '@brifa/contracts';
import { agenciesEndpoints } from '@brifa/contracts';
import { Avatar, BackgroundImage, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { fileBody, useSaveAbout } from '../api/about-settings.ts';
import { SectionCard } from './section-card.tsx';

/** Logo and banner: picked with a file button (keyboard reachable), uploaded at once, checked by the API. */
export function ImageSection({ page }: { page: TAboutSettingPage }) {
  const t = useT();
  const save = useSaveAbout();
  const [error, setError] = useState<{ logo?: string; banner?: string }>({});
  const [uploading, setUploading] = useState<'logo' | 'banner' | null>(null);
  const upload = (kind: 'logo' | 'banner') => (file: File | null) => {
    if (!file) return;
    setError({});
    setUploading(kind);
    save.mutate(
      (api) =>
        callEndpoint(
          api,
          kind === 'logo' ? agenciesEndpoints.putProviderLogo : agenciesEndpoints.putProviderBanner,
          {
            body: fileBody(file),
          },
        ),
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('profileSettings.saved') }),
        onError: (failure) => setError({ [kind]: failure.message }),
      },
    );
  };
  const button = (kind: 'logo' | 'banner', present: boolean) => (
    <FileButton onChange={upload(kind)} accept="image/png,image/jpeg">
      {(props) => (
        <Button
          {...props}
          variant="default"
          loading={save.isPending && uploading === kind}
          data-testid={`upload-${kind}`}
        >
          {t(present ? 'profileSettings.images.replace' : 'profileSettings.images.upload')}
        </Button>
      )}
    </FileButton>
  );
  return (
    <SectionCard title={t('profileSettings.images.title')}>
      <Stack gap="lg">
        <Group align="center" wrap="nowrap">
          <Avatar src={page.LogoSrc} alt="" size={80} radius="md" color="indigo">
            {page.BasicInformation.CompanyNickName.charAt(0)}
          </Avatar>
          <Stack gap={4}>
            <Text fw={600}>{t('profileSettings.images.logo')}</Text>
            <Text size="sm" c="dimmed">
              {t('profileSettings.images.logoHint')}
            </Text>
            {error.logo ? (
              <Text size="sm" c="red" role="alert">
                {error.logo}
              </Text>
            ) : null}
            {button('logo', Boolean(page.LogoSrc))}
          </Stack>
        </Group>
        <Stack gap={4}>
          <Text fw={600}>{t('profileSettings.images.banner')}</Text>
          {page.BannerSrc ? (
            <BackgroundImage src={page.BannerSrc} h={100} radius="md" aria-hidden />
          ) : (
            <Box h={100} bg="gray.1" style={{ borderRadius: 8 }} aria-hidden />
          )}
          <Text size="sm" c="dimmed">
            {t('profileSettings.images.bannerHint')}
          </Text>
          {error.banner ? (
            <Text size="sm" c="red" role="alert">
              {error.banner}
            </Text>
          ) : null}
          <div>{button('banner', Boolean(page.BannerSrc))}</div>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

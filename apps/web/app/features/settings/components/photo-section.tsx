import { errorMessage, type TSessionUser } from '@brifa/contracts';
import { Avatar, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useRootData } from '../../../lib/use-root-data.ts';
import { useUploadUserImage } from '../api/upload-user-image.ts';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

export function PhotoSection({ user }: { user: TSessionUser }) {
  const t = useT();
  const locale = useLocale();
  const upload = useUploadUserImage();
  const [error, setError] = useState<string | null>(null);
  // The new photo shows at once, before the refreshed session user arrives.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const { publicApiUrl } = useRootData();
  const raw = uploaded ?? user.ImageSrc;
  // Image paths are the API's; the API may live on another origin (PUBLIC_API_URL).
  const src = raw?.startsWith('/') ? `${publicApiUrl.replace(/\/+$/, '')}${raw}` : raw;

  function onPick(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setError(errorMessage(problem, locale));
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => setUploaded(answer.Data?.ImageSrc ?? null),
      onError: (failure) => setError(failureMessage(failure, locale)),
    });
  }

  return (
    <SettingsSection
      id="photo"
      title={t('settings.photo.title')}
      description={t('settings.photo.description')}
    >
      <Group gap="lg" align="center" wrap="nowrap">
        <Avatar
          src={src}
          alt={t('settings.photo.alt', { name: user.FullName })}
          size={88}
          radius="50%"
          color="blue"
          data-testid="settings-photo-avatar"
        >
          {user.FirstChar}
        </Avatar>
        <Stack gap={6} align="flex-start">
          <FileButton
            onChange={onPick}
            accept={IMAGE_ACCEPT}
            resetRef={resetRef}
            inputProps={{ 'aria-label': t('settings.photo.upload') }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                data-testid="settings-photo-button"
              >
                {src ? t('settings.photo.change') : t('settings.photo.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('settings.photo.rules')}
          </Text>
        </Stack>
      </Group>
      {error ? (
        <Box mt="sm">
          <FormMessage message={error} />
        </Box>
      ) : null}
    </SettingsSection>
  );
}

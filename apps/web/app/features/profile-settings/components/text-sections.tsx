import {
  AGENCY_TYPES,
  agenciesEndpoints,
  MATCH_SETTINGS_LIMITS,
  PROFILE_TEXT_LIMITS,
  SOCIAL_PLATFORM_KEYS,
  type TAboutSettingPage,
  type TEndpointBody,
  type TSocialPlatform,
} from '@brifa/contracts';
import {
  Button,
  FileButton,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert.tsx';
import { AGENCY_TYPE_LABELS, SOCIAL_NAMES } from '../../../lib/agency-labels.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { fileBody, type TAboutSave, useSaveAbout } from '../api/about-settings.ts';
import { SectionCard } from './section-card.tsx';

function useSectionSave<T extends Record<string, unknown>>(form: ReturnType<typeof useForm<T>>) {
  const t = useT();
  const save = useSaveAbout();
  return {
    pending: save.isPending,
    run: (request: TAboutSave) => {
      form.reset();
      save.mutate(request, {
        onSuccess: () => notifications.show({ color: 'teal', message: t('profileSettings.saved') }),
        onError: (error) => form.fail(error),
      });
    },
  };
}

/** Short (at most 140) and long (at least 140) descriptions with live counters, and up to 6 agency types. */
export function DescriptionSection({ page }: { page: TAboutSettingPage }) {
  const t = useT();
  const form = useForm({
    ShortDescription: page.ShortDescription,
    Description: page.Description,
    AgencyTypes: page.AgencyTypes as string[],
  });
  const save = useSectionSave(form);
  return (
    <SectionCard title={t('profileSettings.descriptions.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The checkboxes hold the agency types' keys as plain strings; the API checks them.
          const body = form.values as TEndpointBody<typeof agenciesEndpoints.putProviderDescription>;
          save.run((api) => callEndpoint(api, agenciesEndpoints.putProviderDescription, { body }));
        }}
        noValidate
      >
        <Stack gap="sm">
          <FormAlert message={form.alert} />
          <Textarea
            {...form.text('ShortDescription')}
            label={t('profileSettings.descriptions.short')}
            description={t('profileSettings.descriptions.shortHint', {
              max: PROFILE_TEXT_LIMITS.shortMax,
              count: form.values.ShortDescription.length,
            })}
            autosize
            minRows={2}
            required
          />
          <Textarea
            {...form.text('Description')}
            label={t('profileSettings.descriptions.long')}
            description={t('profileSettings.descriptions.longHint', {
              min: PROFILE_TEXT_LIMITS.descriptionMin,
              count: form.values.Description.length,
            })}
            autosize
            minRows={5}
            required
          />
          <MultiSelect
            label={t('profileSettings.descriptions.types')}
            description={t('profileSettings.descriptions.typesHint', {
              max: MATCH_SETTINGS_LIMITS.agencyTypesProfileMax,
            })}
            data={AGENCY_TYPES.map((type) => ({ value: type, label: t(AGENCY_TYPE_LABELS[type]) }))}
            value={form.values.AgencyTypes}
            onChange={(value) => form.setValue('AgencyTypes', value)}
            maxValues={MATCH_SETTINGS_LIMITS.agencyTypesProfileMax}
            error={form.errors.AgencyTypes}
          />
          <Button type="submit" w="fit-content" loading={save.pending} data-testid="save-description">
            {t('profileSettings.save')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** One link per platform, each checked against the platform's own host. */
export function SocialSection({ page }: { page: TAboutSettingPage }) {
  const t = useT();
  const form = useForm(
    Object.fromEntries(
      SOCIAL_PLATFORM_KEYS.map((platform) => [platform, page.SocialLinks[platform] ?? '']),
    ) as Record<TSocialPlatform, string>,
  );
  const save = useSectionSave(form);
  return (
    <SectionCard title={t('profileSettings.social.title')} hint={t('profileSettings.social.hint')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.run((api) => callEndpoint(api, agenciesEndpoints.putSocialMedia, { body: form.values }));
        }}
        noValidate
      >
        <Stack gap="sm">
          <FormAlert message={form.alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SOCIAL_PLATFORM_KEYS.map((platform) => (
              <TextInput
                key={platform}
                {...form.text(platform)}
                label={SOCIAL_NAMES[platform]}
                type="url"
                placeholder="https://"
              />
            ))}
          </SimpleGrid>
          <Button type="submit" w="fit-content" loading={save.pending} data-testid="save-social">
            {t('profileSettings.save')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** The presentation PDF and whether the public profile offers it. */
export function PresentationSection({ page }: { page: TAboutSettingPage }) {
  const t = useT();
  const save = useSaveAbout();
  const notify = {
    onSuccess: () => notifications.show({ color: 'teal', message: t('profileSettings.saved') }),
  };
  return (
    <SectionCard
      title={t('profileSettings.presentation.title')}
      hint={t('profileSettings.presentation.hint')}
    >
      <Stack gap="sm">
        {save.error ? (
          <Text size="sm" c="red" role="alert">
            {save.error.message}
          </Text>
        ) : null}
        {page.Presentation ? (
          <Text size="sm">{t('profileSettings.presentation.current', { name: page.Presentation.Name })}</Text>
        ) : null}
        <Group>
          <FileButton
            onChange={(file) =>
              file &&
              save.mutate(
                (api) =>
                  callEndpoint(api, agenciesEndpoints.putProviderPresentation, { body: fileBody(file) }),
                notify,
              )
            }
            accept="application/pdf"
          >
            {(props) => (
              <Button {...props} variant="default" loading={save.isPending}>
                {t('profileSettings.presentation.upload')}
              </Button>
            )}
          </FileButton>
          {page.Presentation ? (
            <Switch
              label={t('profileSettings.presentation.visible')}
              checked={page.Presentation.IsVisible}
              onChange={(event) =>
                save.mutate(
                  (api) =>
                    callEndpoint(api, agenciesEndpoints.putProviderPresentationVisibility, {
                      body: { IsVisible: event.currentTarget.checked },
                    }),
                  notify,
                )
              }
            />
          ) : null}
        </Group>
      </Stack>
    </SectionCard>
  );
}

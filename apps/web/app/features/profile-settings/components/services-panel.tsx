import {
  catalogueEndpoints,
  SERVICE_LEVELS,
  SERVICE_LIMITS,
  type TCategory,
  type TService,
  type TServiceList,
  ZServiceBody,
} from '@brifa/contracts';
import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { callEndpoint } from '../../../lib/api-client.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useDeleteService, useSaveService, useServices } from '../api/services.ts';

const LEVEL_LABELS: Record<(typeof SERVICE_LEVELS)[number], TMessageKey> = {
  basic: 'agencyProfile.level.basic',
  medium: 'agencyProfile.level.medium',
  advanced: 'agencyProfile.level.advanced',
  expert: 'agencyProfile.level.expert',
};

/** /provider/settings/services: the agency's services; adding one needs a subscription. */
export function ServicesPanel({
  initial,
  categories,
}: {
  initial: TServiceList | null;
  categories: TCategory[];
}) {
  const t = useT();
  const locale = useLocale();
  const services = useServices(initial);
  const remove = useDeleteService();
  const [removing, setRemoving] = useState<TService | null>(null);
  const categoryName = new Map(categories.map((category) => [category.Id, category.Name]));
  if (!services.data) return null;
  const { Items, CanAdd } = services.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('services.title')}
          </Title>
          <Text c="dimmed">{t('services.subtitle')}</Text>
        </div>
        {CanAdd ? (
          <Button component={Link} to="/provider/settings/services/new">
            {t('services.add')}
          </Button>
        ) : null}
      </Group>
      {CanAdd ? null : (
        <Alert color="yellow" data-testid="services-need-subscription">
          <Group justify="space-between">
            <Text size="sm">{t('services.needSubscription')}</Text>
            <Button component={Link} to="/premium/subscription" size="xs" variant="light">
              {t('services.subscribe')}
            </Button>
          </Group>
        </Alert>
      )}
      {Items.length === 0 ? <Text c="dimmed">{t('services.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {Items.map((service) => (
          <Card key={service.Id} withBorder radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={700}>{service.Name}</Text>
              <Badge variant="default" style={{ textTransform: 'none', flexShrink: 0 }}>
                {t(LEVEL_LABELS[service.Level])}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {categoryName.get(service.CategoryId)}
            </Text>
            {service.Price ? (
              <Text size="sm" fw={600} mt={4}>
                {t('services.from', { price: formatLira(Number(service.Price), locale) })}
              </Text>
            ) : null}
            <Text size="sm" mt={4} lineClamp={3}>
              {service.Description}
            </Text>
            <Group gap="xs" mt="sm">
              <Button
                component={Link}
                to={`/provider/settings/services/${service.Id}`}
                size="compact-sm"
                variant="light"
              >
                {t('services.edit')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(service)}>
                {t('services.delete')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('services.delete')}>
        <Text>{t('services.deleteConfirm', { name: removing?.Name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => removing && remove.mutate(removing.Id, { onSettled: () => setRemoving(null) })}
          >
            {t('services.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** /provider/settings/services/new and /services/{id}: a service's form. */
export function ServiceEditor({
  service,
  categories,
}: {
  service: TService | null;
  categories: TCategory[];
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const navigate = useNavigate();
  const save = useSaveService(service?.Id ?? null);
  const form = useForm({
    CategoryId: service ? String(service.CategoryId) : '',
    Name: service?.Name ?? '',
    Price: service?.Price ?? '',
    Skills: service?.Skills ?? [],
    Description: service?.Description ?? '',
    Level: service?.Level ?? '',
  });
  const expertises = useQuery({
    queryKey: ['catalogue', 'expertises', form.values.CategoryId, locale],
    queryFn: () =>
      callEndpoint(api, catalogueEndpoints.expertises, { query: { CategoryId: form.values.CategoryId } }),
    enabled: Boolean(form.values.CategoryId),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const body = {
      ...form.values,
      CategoryId: Number(form.values.CategoryId) || (undefined as unknown as number),
      Level: form.values.Level as TService['Level'],
    };
    const checked = checkForm(ZServiceBody, body, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('services.editor.saved') });
        navigate('/provider/settings/services');
      },
      onError: (error) => form.fail(error),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t(service ? 'services.editor.edit' : 'services.editor.new')}
          </Title>
          <Button component={Link} to="/provider/settings/services" variant="subtle">
            {t('services.editor.back')}
          </Button>
        </Group>
        <FormAlert message={form.alert} />
        <Select
          label={t('services.field.CategoryId')}
          data={categories.map((category) => ({ value: String(category.Id), label: category.Name }))}
          value={form.values.CategoryId || null}
          onChange={(value) => form.setValue('CategoryId', value ?? '')}
          error={form.errors.CategoryId}
          searchable
          required
        />
        <Autocomplete
          label={t('services.field.Name')}
          description={t('services.field.NameHint')}
          data={(expertises.data ?? []).map((expertise) => expertise.Name)}
          value={form.values.Name}
          onChange={(value) => form.setValue('Name', value)}
          error={form.errors.Name}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            {...form.text('Price', (raw) => raw.replace(/\D/g, ''))}
            label={t('services.field.Price')}
            inputMode="numeric"
          />
          <Select
            label={t('services.field.Level')}
            data={SERVICE_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
            value={form.values.Level || null}
            onChange={(value) => form.setValue('Level', value ?? '')}
            error={form.errors.Level}
            required
          />
        </SimpleGrid>
        <TagsInput
          label={t('services.field.Skills')}
          description={t('portfolio.field.tagsHint')}
          value={form.values.Skills}
          onChange={(value) => form.setValue('Skills', value)}
          error={form.errors.Skills}
          maxTags={SERVICE_LIMITS.skillsMax}
          required
        />
        <Textarea
          {...form.text('Description')}
          label={t('services.field.Description')}
          description={t('services.field.DescriptionHint', {
            min: SERVICE_LIMITS.descriptionMin,
            count: form.values.Description.trim().length,
          })}
          autosize
          minRows={4}
          required
        />
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('profileSettings.save')}
        </Button>
      </Stack>
    </form>
  );
}

import {
  agenciesEndpoints,
  REFERENCE_LOGOS_GOAL,
  REFERENCES_PER_UPLOAD,
  type TReference,
} from '@brifa/contracts';
import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useChangeReferences, useReferences } from '../api/about-settings.ts';

/** /provider/settings/reference (and /reference3): the client logos, the goal, upload up to 10 at once, delete. */
export function ReferencesPanel() {
  const t = useT();
  const references = useReferences();
  const change = useChangeReferences();
  const [removing, setRemoving] = useState<TReference | null>(null);
  const upload = (files: File[]) => {
    if (files.length === 0) return;
    const body = new FormData();
    for (const file of files) body.append('File', file);
    change.mutate((api) => callEndpoint(api, agenciesEndpoints.postReference, { body }), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('profileSettings.saved') }),
    });
  };
  if (references.isPending) return <Loader />;
  if (references.isError) return <Alert color="red">{references.error.message}</Alert>;
  const items = references.data.Items;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('references.title')}
        </Title>
        <Text c="dimmed">{t('references.subtitle')}</Text>
      </div>
      <div>
        <Text size="sm" mb={4}>
          {t('references.goal', { count: items.length, goal: REFERENCE_LOGOS_GOAL })}
        </Text>
        <Progress
          value={Math.min(100, (100 * items.length) / REFERENCE_LOGOS_GOAL)}
          aria-label={t('references.goal', { count: items.length, goal: REFERENCE_LOGOS_GOAL })}
        />
      </div>
      {change.error ? (
        <Alert color="red" role="alert">
          {change.error.message}
        </Alert>
      ) : null}
      <FileButton
        onChange={(files) => upload(files.slice(0, REFERENCES_PER_UPLOAD + 1))}
        accept="image/png,image/jpeg"
        multiple
      >
        {(props) => (
          <Button {...props} w="fit-content" loading={change.isPending} data-testid="upload-references">
            {t('references.upload')}
          </Button>
        )}
      </FileButton>
      {items.length === 0 ? <Text c="dimmed">{t('references.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
        {items.map((reference) => (
          <Card key={reference.Id} withBorder radius="md" data-testid="reference">
            <Image src={reference.LogoSrc} alt={reference.CompanyName} w={90} h={90} mx="auto" radius="md" />
            <Text size="sm" ta="center" mt="xs" lineClamp={1}>
              {reference.CompanyName}
            </Text>
            <Group justify="center" gap={4} mt="xs">
              <Button
                component={Link}
                to={`/provider/settings/reference/${reference.Id}`}
                size="compact-xs"
                variant="subtle"
              >
                {t('references.rename')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setRemoving(reference)}>
                {t('references.delete')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('references.delete')}>
        <Text>{t('references.deleteConfirm', { name: removing?.CompanyName ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button
            color="red"
            onClick={() => {
              if (removing) {
                const id = removing.Id;
                change.mutate((api) =>
                  callEndpoint(api, agenciesEndpoints.deleteReferenceById, { params: { id } }),
                );
              }
              setRemoving(null);
            }}
          >
            {t('references.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** /provider/settings/reference/{id}: a reference's client name. */
export function ReferenceEditor({ id }: { id: number }) {
  const t = useT();
  const references = useReferences();
  const change = useChangeReferences();
  const reference = references.data?.Items.find((item) => item.Id === id);
  const [name, setName] = useState<string | null>(null);
  if (references.isPending) return <Loader />;
  if (!reference) return <Alert color="yellow">{t('references.notFound')}</Alert>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          (api) =>
            callEndpoint(api, agenciesEndpoints.putReferenceById, {
              params: { id },
              body: { CompanyName: name ?? reference.CompanyName },
            }),
          { onSuccess: () => notifications.show({ color: 'teal', message: t('profileSettings.saved') }) },
        );
      }}
    >
      <Stack gap="md" maw={420}>
        <Image src={reference.LogoSrc} alt="" w={120} h={120} radius="md" />
        <TextInput
          label={t('references.name')}
          value={name ?? reference.CompanyName}
          onChange={(event) => setName(event.currentTarget.value)}
          error={change.error?.message}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('profileSettings.save')}
          </Button>
          <Button component={Link} to="/provider/settings/reference" variant="subtle">
            {t('references.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

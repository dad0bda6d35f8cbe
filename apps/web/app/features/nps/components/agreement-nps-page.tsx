import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { type TNpsLink, useAgreementNps, useSaveAgreementNps } from '../api/nps.ts';
import { NpsForm } from './nps-form.tsx';

/** /aggrement-nps/{userid}/{id}: rate the agency the client agreed with, from the e-mailed link or signed in. */
export function AgreementNpsPage({
  id,
  link,
  onFailure,
}: {
  id: number;
  link: TNpsLink | null;
  onFailure?: ReactNode;
}) {
  const t = useT();
  const query = useAgreementNps(id, link);
  const save = useSaveAgreementNps(link);
  const [saved, setSaved] = useState(false);
  const nps = query.data;

  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, md: 32 }} mb="lg">
        {t('nps.agreement.title')}
      </Title>
      {query.isPending ? (
        <Stack align="center" py="xl" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('nps.loading')}
          </Text>
        </Stack>
      ) : null}
      {query.isError && !nps ? (
        <Alert color="red" role="alert" title={link ? t('nps.invalidLink.title') : undefined}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {query.error instanceof ApiRequestError && query.error.status === 404
                ? query.error.message
                : t('nps.loadError')}
            </Text>
            {onFailure}
          </Stack>
        </Alert>
      ) : null}
      {nps ? (
        <Stack gap="md">
          <Text fw={600} data-testid="nps-project">
            {nps.Offer.CategoryName} · {nps.Offer.CompanyName}
          </Text>
          {saved ? (
            <Alert color="green" role="status" title={t('nps.thanks.title')} data-testid="nps-thanks">
              {t('nps.thanks.text')}
            </Alert>
          ) : null}
          <NpsForm
            question={t('nps.agreement.question', { agency: nps.Agency.Name })}
            initialScore={nps.Score}
            initialComment={nps.Comment}
            submitLabel={nps.AnsweredAt ? t('nps.form.update') : t('nps.form.submit')}
            onSubmit={async (answer) => {
              await save.mutateAsync({ id: nps.Id, answer });
              setSaved(true);
            }}
          />
        </Stack>
      ) : null}
    </Container>
  );
}

import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { type TNpsLink, useBrifaNps, useSaveBrifaNps } from '../api/nps.ts';
import { NpsForm } from './nps-form.tsx';

/**
 * /brifa-nps-on-offer and /brifa-nps/{nps?}: "would you recommend Brifa?" about one brief, signed in or from
 * the e-mailed link (the score the client clicked in the e-mail comes preselected).
 */
export function BrifaNpsPage({
  offerKey,
  link,
  preselected,
  onFailure,
}: {
  offerKey: string;
  link: TNpsLink | null;
  preselected: number | null;
  onFailure?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const query = useBrifaNps(offerKey, link);
  const save = useSaveBrifaNps(offerKey, link);
  const [saved, setSaved] = useState(false);
  const data = query.data;

  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('nps.brifa.title')}
        </Title>
        {data ? (
          <Text fw={600} mt="xs" data-testid="nps-project">
            {data.Offer.CategoryName} · {data.Offer.CompanyName}{' '}
            <Text component="span" fw={400} c="dimmed" size="sm">
              ({t('nps.createdAt', { date: formatDate(data.Offer.CreatedAt, locale) })})
            </Text>
          </Text>
        ) : null}
      </Stack>
      {query.isPending ? (
        <Stack align="center" py="xl" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('nps.loading')}
          </Text>
        </Stack>
      ) : null}
      {query.isError && !data ? (
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
      {data ? (
        <Stack gap="md">
          {saved ? (
            <Alert color="green" role="status" title={t('nps.thanks.title')} data-testid="nps-thanks">
              {t('nps.thanks.text')}
            </Alert>
          ) : null}
          <NpsForm
            key={data.Nps?.AnsweredAt ?? 'new'}
            question={t('nps.brifa.question')}
            initialScore={data.Nps?.Score ?? preselected}
            initialComment={data.Nps?.Comment ?? ''}
            submitLabel={data.Nps?.AnsweredAt ? t('nps.form.update') : t('nps.form.submit')}
            onSubmit={async (answer) => {
              await save.mutateAsync(answer);
              setSaved(true);
            }}
          />
        </Stack>
      ) : null}
    </Container>
  );
}

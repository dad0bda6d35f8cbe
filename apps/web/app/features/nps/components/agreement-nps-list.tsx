import { Alert, Badge, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useRefreshSessionUser } from '../../../lib/use-session-user.ts';
import { useAgreementNpsList, useSaveAgreementNps } from '../api/nps.ts';
import { NpsForm } from './nps-form.tsx';

/** /aggrement_nps: the client's agreement scores, unanswered first; each can be answered or changed. */
export function AgreementNpsList() {
  const t = useT();
  const locale = useLocale();
  const list = useAgreementNpsList();
  const save = useSaveAgreementNps(null);
  const refresh = useRefreshSessionUser();
  const [savedId, setSavedId] = useState<number | null>(null);

  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, md: 32 }} mb="xs">
        {t('nps.list.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('nps.list.subtitle')}
      </Text>
      {list.isPending ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
        </Group>
      ) : null}
      {list.isError ? <Alert color="red">{t('nps.loadError')}</Alert> : null}
      {list.data && list.data.length === 0 ? <Text>{t('nps.list.empty')}</Text> : null}
      <Stack gap="lg">
        {list.data?.map((item) => (
          <Card key={item.Id} withBorder padding="md" component="section" aria-labelledby={`nps-${item.Id}`}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} fz="md" id={`nps-${item.Id}`}>
                  {item.Agency.Name}
                </Title>
                <Badge color={item.AnsweredAt ? 'green' : 'yellow'} variant="light">
                  {item.AnsweredAt ? t('nps.list.answered') : t('nps.list.waiting')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {item.Offer.CategoryName} · {item.Offer.CompanyName} ·{' '}
                {t('nps.list.agreedAt', { date: formatDate(item.CreatedAt, locale) })}
              </Text>
              {savedId === item.Id ? (
                <Alert color="green" role="status">
                  {t('nps.thanks.text')}
                </Alert>
              ) : null}
              <NpsForm
                question={t('nps.agreement.question', { agency: item.Agency.Name })}
                initialScore={item.Score}
                initialComment={item.Comment}
                submitLabel={item.AnsweredAt ? t('nps.form.update') : t('nps.form.submit')}
                onSubmit={async (answer) => {
                  await save.mutateAsync({ id: item.Id, answer });
                  setSavedId(item.Id);
                  await refresh();
                }}
              />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}

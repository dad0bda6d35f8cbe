import type { TOpportunityDetail } from '@brifa/contracts';
import { Anchor, Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Fact } from '../../../components/fact.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useDownloadBriefFile } from '../api/opportunity-detail.ts';

/** A small padlock (an emoji would depend on the device's fonts). */
export function LockIcon() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
      style={{ verticalAlign: '-1px' }}
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** A value the agency sees only with access: a lock and a hint, never the value itself. */
function Locked() {
  const t = useT();
  return (
    <Text component="span" c="dimmed" fw={400} data-testid="client-locked">
      <LockIcon /> <span aria-hidden="true">••••••</span>{' '}
      <Text component="span" size="sm">
        {t('opportunities.client.hidden')}
      </Text>
    </Text>
  );
}

/** The client's identity and contact details (and the brief's attachment): locked until access. */
export function ClientCard({ detail }: { detail: TOpportunityDetail }) {
  const t = useT();
  const locale = useLocale();
  const download = useDownloadBriefFile();
  const client = detail.Client;
  const fileName = client?.FileName ?? null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="client-title"
      data-testid="client-card"
    >
      <Title order={2} fz="lg" id="client-title">
        {t('opportunities.client.title')}
      </Title>
      <SimpleGrid component="dl" cols={1} spacing="sm" mt="sm" mb={0}>
        <Fact label={t('opportunities.client.name')}>{client ? client.FullName : <Locked />}</Fact>
        <Fact label={t('brief.field.company')}>{client ? client.CompanyName : <Locked />}</Fact>
        <Fact label={t('opportunities.client.email')}>
          {client ? <Anchor href={`mailto:${client.Email}`}>{client.Email}</Anchor> : <Locked />}
        </Fact>
        <Fact label={t('opportunities.client.phone')}>
          {client ? (
            <Anchor href={`tel:${client.Phone.replace(/\s/g, '')}`}>{client.Phone}</Anchor>
          ) : (
            <Locked />
          )}
        </Fact>
        {detail.Brief.HasFile || fileName ? (
          <Fact label={t('brief.field.attachment')}>
            {client && fileName ? (
              <Button
                variant="light"
                size="compact-sm"
                loading={download.isPending}
                onClick={() =>
                  download.mutate(
                    { offerKey: detail.Brief.OfferKey, fileName },
                    {
                      onError: (error) =>
                        notifications.show({ color: 'red', message: failureMessage(error, locale) }),
                    },
                  )
                }
                data-testid="client-file"
              >
                ⬇ {fileName}
              </Button>
            ) : (
              <Locked />
            )}
          </Fact>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

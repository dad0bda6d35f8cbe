import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';
import { useAgreements } from '../api/agreements.ts';
import { useAgreementAmount } from './agreement-amount.tsx';
import { AGREEMENT_STATUS_COLOR, AGREEMENT_STATUS_LABEL } from './agreement-status.ts';
import { TimelineConsentSwitch } from './timeline-consent-switch.tsx';

/**
 * The client's agreement on its project's offers page (issue 21 item 8): the agency, the status and amount,
 * and the switch to be named on the public timeline (it stays here to be withdrawn at any time).
 */
export function ClientAgreementCard({ offerKey }: { offerKey: string }) {
  const t = useT();
  const agreements = useAgreements(true);
  const amountText = useAgreementAmount();
  const items = agreements.data?.Items.filter((item) => item.OfferKey === offerKey) ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm">
      {items.map((agreement) => (
        <Card key={agreement.Id} withBorder radius="md" padding="md" data-testid="client-agreement">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Title order={2} fz="md">
                  {t('agreements.client.title')}
                </Title>
                <Text size="sm">{agreement.ProjectTitle}</Text>
                {agreement.AmountKurus !== null ? <Text size="xs">{amountText(agreement)}</Text> : null}
              </div>
              <Badge color={AGREEMENT_STATUS_COLOR[agreement.Status]} variant="light">
                {t(AGREEMENT_STATUS_LABEL[agreement.Status])}
              </Badge>
            </Group>
            <TimelineConsentSwitch agreement={agreement} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

import type { TJobPricePlans, TOwnJob } from '@brifa/contracts';
import { Stack, Text } from '@mantine/core';
import { CardCheckoutModal } from '../../../entities/billing/card-checkout.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';

/**
 * A post's card checkout: its plan and, when asked for, the partner add-on, each line naming the post; then the
 * bank's 3-D page and /payment-result, which offers the way back to the poster's list.
 */
export function JobCheckout({
  job,
  plans,
  minePath,
  onClose,
}: {
  job: TOwnJob;
  plans: TJobPricePlans;
  minePath: string;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const plan = plans.Plans.find((p) => p.Days === job.PlanDays);
  if (!plan) return null;
  const basket = [
    { Id: plan.Id, Options: { JobId: job.Id } },
    ...(job.PartnerAddOn ? [{ Id: plans.PartnerAddOn.Id, Options: { JobId: job.Id } }] : []),
  ];
  const total = plan.PriceKurus + (job.PartnerAddOn ? plans.PartnerAddOn.PriceKurus : 0);
  return (
    <CardCheckoutModal
      title={t('jobs.checkout.title')}
      onClose={onClose}
      size={560}
      type="job"
      basket={basket}
      returnTo={{ path: minePath, kind: 'jobs' }}
      payTestId="job-pay"
      fallbackAmountKurus={total}
      singleInstallment
    >
      <Stack gap={2}>
        <Text fw={600}>{t('jobs.checkout.summary', { position: job.Position, days: job.PlanDays })}</Text>
        {job.PartnerAddOn ? <Text size="sm">{t('jobs.checkout.partner')}</Text> : null}
        <Text size="sm" c="dimmed">
          {formatKurus(total, locale)}
        </Text>
      </Stack>
    </CardCheckoutModal>
  );
}

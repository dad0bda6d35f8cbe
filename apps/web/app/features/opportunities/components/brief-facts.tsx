import type { TOpportunityBriefSummary } from '@brifa/contracts';
import { Text } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';

/** "Sector · City · ₺750.000" (or "budget not defined") under a brief's category. */
export function BriefFacts({ brief }: { brief: TOpportunityBriefSummary }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Text size="sm" c="dimmed" data-testid="brief-facts">
      {[
        brief.SectorName,
        brief.CityName,
        brief.BudgetTry === null ? t('opportunities.brief.noBudget') : formatLira(brief.BudgetTry, locale),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

export function opportunityPath(
  offerKey: string,
  page: 'detail' | 'offers' | 'feedback' | 'pool' | 'connection',
): string {
  return `/provider/projects/${encodeURIComponent(offerKey)}/${page}`;
}

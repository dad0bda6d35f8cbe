import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';

export type TOpportunityTab = 'opportunities' | 'quotes' | 'pool' | 'matchedPool';

const TABS: ReadonlyArray<{ tab: TOpportunityTab; path: string; label: TMessageKey }> = [
  { tab: 'opportunities', path: '/provider/offers', label: 'opportunities.tabs.opportunities' },
  { tab: 'quotes', path: '/provider/projects', label: 'opportunities.tabs.quotes' },
  { tab: 'pool', path: '/provider/pool', label: 'opportunities.tabs.pool' },
  { tab: 'matchedPool', path: '/provider/matched-pool-offers', label: 'opportunities.tabs.matchedPool' },
];

/** The agency's four lists, as links (each has its own address). */
export function OpportunityTabs({ active }: { active: TOpportunityTab }) {
  const t = useT();
  return (
    <Group gap="xs" component="nav" aria-label={t('opportunities.tabs.label')} data-testid="opportunity-tabs">
      {TABS.map((item) => (
        <Button
          key={item.tab}
          component={Link}
          to={item.path}
          variant={item.tab === active ? 'filled' : 'default'}
          size="compact-md"
          aria-current={item.tab === active ? 'page' : undefined}
        >
          {t(item.label)}
        </Button>
      ))}
    </Group>
  );
}

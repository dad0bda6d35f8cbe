import type { TProviderOpportunity, TSettableProviderFolder } from '@brifa/contracts';
import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useSetOpportunityFolder } from '../api/list-opportunities.ts';
import { BriefFacts, opportunityPath } from './brief-facts.tsx';
import { OpportunityBadges } from './opportunity-badges.tsx';

const MOVES: ReadonlyArray<{ folder: TSettableProviderFolder; label: TMessageKey }> = [
  { folder: 'contacted', label: 'brief.match.contacted' },
  { folder: 'not_interested', label: 'brief.match.notInterested' },
  { folder: 'follow', label: 'opportunities.menu.follow' },
];

/** Move to contacted / not interested / follow list, or take it out of the agency's own folder. */
function FolderMenu({ match }: { match: TProviderOpportunity }) {
  const t = useT();
  const move = useSetOpportunityFolder();
  const inOwnFolder = MOVES.some((item) => item.folder === match.Folder);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('opportunities.menu.label', { category: match.Brief.CategoryName })}
          loading={move.isPending}
          data-testid="folder-menu"
        >
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('opportunities.menu.title')}</Menu.Label>
        {MOVES.map((item) => (
          <Menu.Item
            key={item.folder}
            disabled={match.Folder === item.folder}
            onClick={() => move.mutate({ matchId: match.Id, folder: item.folder })}
          >
            {t(item.label)}
          </Menu.Item>
        ))}
        {inOwnFolder ? (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => move.mutate({ matchId: match.Id, folder: null })}>
              {t('opportunities.menu.remove')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One opportunity in the list: what the brief is, where it stands, and the way to its page. */
export function OpportunityCard({ match }: { match: TProviderOpportunity }) {
  const t = useT();
  const locale = useLocale();
  const path = opportunityPath(match.Brief.OfferKey, 'detail');
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="opportunity-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={path}
              fw={700}
              fz="lg"
              c="inherit"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="opportunity-link"
            >
              {match.Brief.CategoryName}
            </Anchor>
            <BriefFacts brief={match.Brief} />
          </Stack>
          <FolderMenu match={match} />
        </Group>
        <OpportunityBadges match={match} />
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {match.Brief.Summary}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('opportunities.card.matchedAt', {
              date: formatDateTime(match.MatchedAt, locale),
            })}
          </Text>
          <Anchor component={Link} to={path} size="sm" fw={600} aria-hidden="true" tabIndex={-1}>
            {t('opportunities.card.open')} →
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

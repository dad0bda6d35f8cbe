import { CLIENT_OFFER_FILTERS, type TClientOfferFilter } from '@brifa/contracts';
import { Alert, Box, Button, Grid, Group, Loader, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useMatches } from '../api/client-matches.ts';
import { MatchCard } from './match-card.tsx';
import { MatchPanel, MatchSidePanel } from './match-panel.tsx';
import { comparableQuotes, QuoteComparison } from './quote-comparison.tsx';

export const FILTER_LABELS: Record<TClientOfferFilter, TMessageKey> = {
  new: 'brief.match.new',
  not_reviewed: 'brief.match.notReviewed',
  contacted: 'brief.match.contacted',
  not_interested: 'brief.match.notInterested',
  watchlist: 'clientOffers.filter.watchlist',
  won: 'clientOffers.filter.won',
  all: 'brief.match.all',
};

const FILTERS = new Set<string>(CLIENT_OFFER_FILTERS);

/**
 * The offers list of one brief: filter tabs with counts, the agency cards and the open agency's offer, beside
 * the list on wide screens and in a pop-up on phones. The filter and the open agency live in the URL.
 */
export function ClientOffersView({ offerKey }: { offerKey: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get('filter') ?? 'all';
  const filter: TClientOfferFilter = FILTERS.has(rawFilter) ? (rawFilter as TClientOfferFilter) : 'all';
  const rawMatch = Number(params.get('match'));
  const matchId = Number.isInteger(rawMatch) && rawMatch > 0 ? rawMatch : null;
  // Rendered wide on the server and in the first client render, then the real width decides.
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: true }) ?? true;
  const matches = useMatches(offerKey, filter);
  const data = matches.data;
  // The comparison reads every quote, whatever the filter (the same query when the filter is "all").
  const everyMatch = useMatches(offerKey, 'all').data;
  const quotedCount = comparableQuotes(everyMatch?.Items ?? []).length;
  const comparing = params.get('view') === 'compare';
  const tabsRef = useRef<HTMLDivElement>(null);
  // The counts widen the tabs once they arrive, so scroll again then.
  const loaded = !!data;
  // On a phone the tabs scroll sideways: keep the chosen one in sight ("all" is the last of seven).
  useEffect(() => {
    if (!loaded) return;
    const active = tabsRef.current?.querySelector<HTMLElement>(`[data-testid="filter-${filter}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filter, loaded]);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  const open = (id: number) => update({ match: String(id), view: null });
  const close = () => update({ match: null });

  return (
    <Stack gap="lg">
      <Tabs
        value={filter}
        onChange={(value) => update({ filter: value === 'all' ? null : value })}
        variant="pills"
        radius="xl"
        keepMounted={false}
      >
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6} viewportRef={tabsRef}>
          <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label={t('clientOffers.filter.label')}>
            {CLIENT_OFFER_FILTERS.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`filter-${key}`} style={{ whiteSpace: 'nowrap' }}>
                {t(FILTER_LABELS[key])}
                {data ? (
                  <Text component="span" ml={6} fw={700} data-testid={`count-${key}`}>
                    {data.Counts[key]}
                  </Text>
                ) : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>

      {quotedCount >= 2 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('clientOffers.compare.hint', { count: quotedCount })}
          </Text>
          <Button
            variant={comparing ? 'default' : 'filled'}
            onClick={() => update({ view: comparing ? null : 'compare' })}
            aria-pressed={comparing}
            data-testid="compare-toggle"
          >
            {comparing
              ? t('clientOffers.compare.close')
              : t('clientOffers.compare.button', { count: quotedCount })}
          </Button>
        </Group>
      ) : null}

      {comparing && everyMatch ? <QuoteComparison matches={everyMatch.Items} onOpen={open} /> : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {matches.isPending ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text c="dimmed">{t('clientOffers.list.loading')}</Text>
            </Group>
          ) : matches.isError && !data ? (
            <Alert color="red" role="alert">
              {t('clientOffers.list.loadError')}
            </Alert>
          ) : data && data.Counts.all === 0 ? (
            <Alert color="blue" title={t('clientOffers.list.noneTitle')} data-testid="matches-none">
              {t('clientOffers.list.none')}
            </Alert>
          ) : data && data.Items.length === 0 ? (
            <Text c="dimmed" data-testid="matches-empty">
              {t('clientOffers.list.emptyFilter', { filter: t(FILTER_LABELS[filter]) })}
            </Text>
          ) : data ? (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              data-testid="match-list"
              aria-label={t('clientOffers.list.label')}
            >
              {data.Items.map((match) => (
                <MatchCard key={match.Id} match={match} selected={match.Id === matchId} onOpen={open} />
              ))}
            </Stack>
          ) : null}
        </Grid.Col>
        {isWide ? (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <MatchSidePanel matchId={matchId} />
          </Grid.Col>
        ) : null}
      </Grid>

      {isWide ? null : (
        <Modal
          opened={matchId !== null}
          onClose={close}
          fullScreen
          title={t('clientOffers.panel.label')}
          transitionProps={{ transition: 'slide-up', duration: 150 }}
        >
          <Box pb="xl">{matchId !== null ? <MatchPanel matchId={matchId} /> : null}</Box>
        </Modal>
      )}
    </Stack>
  );
}

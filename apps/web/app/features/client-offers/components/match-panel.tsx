import type { TClientMatch, TClientMatchMark, TMatchQuote } from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MessageButton } from '../../../components/message-button.tsx';
import { PRICING_MODEL_LABELS } from '../../../entities/brief/brief-labels.ts';
import type { TClientMatchAction } from '../../../entities/brief/match-status.ts';
import { QuoteLines, quotePriceText } from '../../../entities/brief/quote-price.tsx';
import { downloadApiFile } from '../../../lib/api/download-file.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { useMatch, useMatchAction } from '../api/client-matches.ts';
import { AgencyIdentity, clientFacts, MatchBadges } from './match-badges.tsx';

type TMarkChoice = TClientMatchMark | 'none';

/** The agency's quote: amount, duration, message, its dates and the attachment (GET MatchedProvider/{id}/quote/file). */
function QuoteDetail({ matchId, quote }: { matchId: number; quote: TMatchQuote }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const download = useMutation({
    mutationFn: (fileName: string) => downloadApiFile(api, `MatchedProvider/${matchId}/quote/file`, fileName),
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, locale) }),
  });
  const date = (value: string) => formatDateTime(value, locale);
  return (
    <>
      <Text fw={700} fz="lg" data-testid="quote-amount">
        {quotePriceText(quote, locale, t)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="quote-pricing-model">
        {t(PRICING_MODEL_LABELS[quote.PricingModel])}
      </Text>
      <Text size="sm" fw={500} data-testid="quote-duration">
        {t('clientOffers.quote.duration', { days: quote.DurationDays })}
      </Text>
      <QuoteLines quote={quote} />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {quote.Text}
      </Text>
      {quote.FileName ? (
        <Button
          variant="light"
          size="compact-sm"
          w="fit-content"
          loading={download.isPending}
          onClick={() => download.mutate(quote.FileName ?? 'file')}
          data-testid="quote-file"
        >
          {t('clientOffers.quote.download', { name: quote.FileName })}
        </Button>
      ) : null}
      <Text size="xs" c="dimmed">
        {quote.UpdatedAt !== quote.SentAt
          ? t('brief.quote.updatedAt', { date: date(quote.UpdatedAt) })
          : t('brief.quote.sentAt', { date: date(quote.SentAt) })}
      </Text>
    </>
  );
}

/** The agency's offer: its quote, why it was matched, and what the client can do with it. */
function MatchDetail({ match }: { match: TClientMatch }) {
  const t = useT();
  const locale = useLocale();
  const action = useMatchAction(match.Id);
  const busy = action.isPending;
  const status = clientFacts(match);
  const can = (name: TClientMatchAction) => status.actions.includes(name);
  const profilePath = `${AGENCY_PROFILE_PREFIX[locale]}${encodeURIComponent(match.Agency.Slug)}`;

  const confirmWon = () =>
    modals.openConfirmModal({
      title: t('clientOffers.won.confirmTitle', { name: match.Agency.Name }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('clientOffers.won.confirmText', { name: match.Agency.Name })}</Text>
          <Text size="sm" fw={600}>
            {t('clientOffers.won.confirmFinal')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('clientOffers.won.confirm'), cancel: t('clientOffers.cancel') },
      confirmProps: { color: 'teal' },
      onConfirm: () => action.mutate({ kind: 'won' }),
    });

  return (
    <Stack gap="md" data-testid="match-detail">
      <AgencyIdentity match={match} titleOrder={2} />
      <MatchBadges match={match} />
      {match.AgencyReportsAgreed ? (
        <Alert
          color="teal"
          variant="outline"
          title={t('clientOffers.report.title', { name: match.Agency.Name })}
          data-testid="agreement-report"
        >
          <Stack gap="sm">
            <Text size="sm">{t('clientOffers.report.text', { name: match.Agency.Name })}</Text>
            <Group gap="sm">
              <Button color="teal" size="compact-md" disabled={busy} onClick={confirmWon}>
                {t('clientOffers.report.yes')}
              </Button>
              <Button
                variant="default"
                size="compact-md"
                loading={busy && action.variables?.kind === 'declineReport'}
                disabled={busy && action.variables?.kind !== 'declineReport'}
                onClick={() => action.mutate({ kind: 'declineReport' })}
              >
                {t('clientOffers.report.no')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {match.Agency.ShortDescription ? <Text size="sm">{match.Agency.ShortDescription}</Text> : null}
      <Anchor component={Link} to={profilePath} size="sm" fw={600} w="fit-content">
        {t('clientOffers.agency.profile')}
      </Anchor>

      <Divider />
      <Stack gap={4} data-testid="match-quote">
        <Title order={3} fz="md">
          {t('brief.quote.title')}
        </Title>
        {match.Quote ? (
          <QuoteDetail matchId={match.Id} quote={match.Quote} />
        ) : (
          <Text size="sm" c="dimmed">
            {match.AgencyState !== 'open'
              ? t('clientOffers.quote.noneYet')
              : match.Status === 'responded'
                ? t('clientOffers.quote.noneResponded')
                : t('clientOffers.quote.none')}
          </Text>
        )}
      </Stack>

      {match.Reasons.length > 0 ? (
        <Stack gap={4} data-testid="match-reasons">
          <Title order={3} fz="md">
            {t('clientOffers.reasons.title')}
          </Title>
          <Stack component="ul" gap={2} m={0} pl="lg">
            {match.Reasons.map((reason) => (
              <Text component="li" size="sm" key={reason.Code}>
                {reason.Label}
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}

      <Divider />
      <Stack gap="sm">
        {can('message') ? <MessageButton side="client" offerKey={match.OfferKey} matchId={match.Id} /> : null}
        {can('watchlist') ? (
          <Button
            variant={match.IsWatchlisted ? 'light' : 'default'}
            color="yellow"
            aria-pressed={match.IsWatchlisted}
            loading={busy && action.variables?.kind === 'watchlist'}
            disabled={busy && action.variables?.kind !== 'watchlist'}
            onClick={() => action.mutate({ kind: 'watchlist', on: !match.IsWatchlisted })}
          >
            {match.IsWatchlisted
              ? `★ ${t('clientOffers.watchlist.remove')}`
              : `☆ ${t('clientOffers.watchlist.add')}`}
          </Button>
        ) : null}
        {/* After the choice the mark is no longer a question: "not marked" is not offered (issue 16). */}
        {can('mark') ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} id={`mark-label-${match.Id}`}>
              {t('clientOffers.mark.label')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={`mark-label-${match.Id}`}
              disabled={busy}
              value={match.Mark ?? 'none'}
              onChange={(value) =>
                action.mutate({ kind: 'mark', mark: value === 'none' ? null : (value as TClientMatchMark) })
              }
              data={[
                { value: 'none' satisfies TMarkChoice, label: t('clientOffers.mark.none') },
                { value: 'contacted' satisfies TMarkChoice, label: t('brief.match.contacted') },
                { value: 'not_interested' satisfies TMarkChoice, label: t('brief.match.notInterested') },
              ]}
            />
          </Stack>
        ) : null}
        {match.IsWon ? (
          <Alert color="teal" title={t('clientOffers.won.doneTitle')}>
            {t('clientOffers.won.doneText')}
          </Alert>
        ) : match.CanWin && can('win') ? (
          <Button
            color="teal"
            loading={busy && action.variables?.kind === 'won'}
            disabled={busy && action.variables?.kind !== 'won'}
            onClick={confirmWon}
          >
            {t('clientOffers.won.button')}
          </Button>
        ) : match.AgencyState === 'agreed_with_another' ? (
          <Text size="sm" c="dimmed">
            {t('clientOffers.won.another')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('clientOffers.won.notNow')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** Loads one match (its first open marks it seen) and shows it; loading and error states around it. */
export function MatchPanel({ matchId }: { matchId: number }) {
  const t = useT();
  const locale = useLocale();
  const match = useMatch(matchId);
  if (match.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('clientOffers.panel.loading')}</Text>
      </Group>
    );
  }
  if (match.isError || match.data.View !== 'client') {
    return (
      <Alert color="red" role="alert">
        {match.isError ? failureMessage(match.error, locale) : t('clientOffers.panel.loadError')}
      </Alert>
    );
  }
  return <MatchDetail match={match.data.Match} />;
}

/** The desktop side panel around the match detail. */
export function MatchSidePanel({ matchId }: { matchId: number | null }) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-label={t('clientOffers.panel.label')}
      style={{ position: 'sticky', top: 16 }}
      data-testid="match-panel"
    >
      {matchId === null ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('clientOffers.panel.empty')}
        </Text>
      ) : (
        <MatchPanel matchId={matchId} />
      )}
    </Paper>
  );
}

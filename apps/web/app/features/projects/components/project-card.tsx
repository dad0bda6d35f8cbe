import type { TOffer, TOfferStatus } from '@brifa/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { type TProjectAction, useOfferAction } from '../api/offer-action.ts';

/** Each status: its badge colour, its name and a short explanation (spec product.md section 4). */
const STATUS: Record<TOfferStatus, { color: string; label: TMessageKey; explain: TMessageKey }> = {
  waiting: { color: 'blue', label: 'brief.status.waiting', explain: 'projects.explain.waiting' },
  offers_received: {
    color: 'green',
    label: 'projects.status.offers_received',
    explain: 'projects.explain.offers_received',
  },
  no_offer: { color: 'yellow', label: 'projects.status.no_offer', explain: 'projects.explain.no_offer' },
  stopped: { color: 'orange', label: 'projects.status.stopped', explain: 'projects.explain.stopped' },
  agreed: { color: 'teal', label: 'projects.status.agreed', explain: 'projects.explain.agreed' },
  closed: { color: 'gray', label: 'projects.status.closed', explain: 'projects.explain.closed' },
};

/** The project's own pages: /client/projects/{key}/detail and /offers. */
function projectPath(offerKey: string) {
  return `/client/projects/${encodeURIComponent(offerKey)}`;
}

const ACTIONS: Record<TProjectAction, { label: TMessageKey; color: string; variant: string }> = {
  stop: { label: 'projects.action.stop', color: 'orange', variant: 'light' },
  activate: { label: 'projects.action.activate', color: 'blue', variant: 'filled' },
  close: { label: 'projects.action.close', color: 'red', variant: 'light' },
  delete: { label: 'projects.action.delete', color: 'gray', variant: 'subtle' },
};

/**
 * One of the client's projects: what it is, where it stands and what the client may do with it now. On the
 * lists it links to the project's detail page (`linked={false}` on that page itself).
 */
export function ProjectCard({ offer, linked = true }: { offer: TOffer; linked?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const action = useOfferAction();
  const status = STATUS[offer.Status];
  const name = `${offer.CategoryName} · ${offer.CompanyName}`;
  const actions: TProjectAction[] = [...offer.Actions, 'delete'];

  const run = (kind: TProjectAction) => action.mutate({ offerKey: offer.OfferKey, action: kind });
  const confirm = (kind: 'close' | 'delete') =>
    modals.openConfirmModal({
      title: kind === 'close' ? t('projects.confirm.close.title') : t('projects.confirm.delete.title'),
      children: (
        <Text size="sm">
          {kind === 'close'
            ? t('projects.confirm.close.text', { name })
            : t('projects.confirm.delete.text', { name })}
        </Text>
      ),
      labels: {
        confirm:
          kind === 'close' ? t('projects.confirm.close.confirm') : t('projects.confirm.delete.confirm'),
        cancel: t('projects.confirm.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => run(kind),
    });
  const onAction = (kind: TProjectAction) =>
    kind === 'close' || kind === 'delete' ? confirm(kind) : run(kind);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="li"
      data-testid="project-card"
      data-status={offer.Status}
      aria-label={name}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 280px' }}>
          <Title order={3} fz="lg">
            {linked ? (
              <Anchor component={Link} to={`${projectPath(offer.OfferKey)}/detail`} inherit>
                {offer.CategoryName}
              </Anchor>
            ) : (
              offer.CategoryName
            )}
          </Title>
          <Text fw={500}>{offer.CompanyName}</Text>
          <Text size="sm" c="dimmed">
            {t('projects.createdAt', {
              date: formatDate(offer.CreatedAt, locale),
            })}
          </Text>
        </Stack>
        <Badge color={status.color} variant="light" size="lg" data-testid="project-status">
          {t(status.label)}
        </Badge>
      </Group>
      <Text size="sm" mt="sm">
        {t(status.explain)}
      </Text>
      <Group gap="md" mt="xs">
        <Text size="sm" c="dimmed" data-testid="project-matched">
          {t('projects.matchedCount', { count: offer.MatchedCount })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="project-offers">
          {t('projects.offerCount', { count: offer.OfferCount })}
        </Text>
        {linked && offer.MatchedCount > 0 ? (
          <Anchor component={Link} to={`${projectPath(offer.OfferKey)}/offers`} size="sm" fw={600}>
            {t('brief.page.seeOffers')}
          </Anchor>
        ) : null}
      </Group>
      <Group gap="xs" mt="md" data-testid="project-actions">
        {actions.map((kind) => (
          <Button
            key={kind}
            size="xs"
            color={ACTIONS[kind].color}
            variant={ACTIONS[kind].variant}
            loading={action.isPending && action.variables?.action === kind}
            disabled={action.isPending && action.variables?.action !== kind}
            onClick={() => onAction(kind)}
          >
            {t(ACTIONS[kind].label)}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}

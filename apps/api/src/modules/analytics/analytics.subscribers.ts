import '../briefs/briefs.events.ts';
import type { TEventBus } from '../../platform/events.ts';
import { track, trackMany } from './analytics.service.ts';

/** The funnel, from the product's events: brief submitted, match made, access paid, quote sent, agency won. */
export function subscribeAnalytics(bus: TEventBus): void {
  bus.on('brief.submitted', (deps, { offer, briefScore }) =>
    track(deps, {
      name: 'brief_submitted',
      userId: offer.userId,
      properties: { offerKey: offer.key, categoryId: offer.categoryId, briefScore },
      key: `brief:${offer.id}`,
    }),
  );
  bus.on('brief.matched', (deps, { offer, matches }) =>
    trackMany(
      deps,
      matches.map((match) => ({
        name: 'match_made' as const,
        properties: { offerKey: offer.key, matchId: match.id, providerId: match.providerId },
        key: `match:${match.id}`,
      })),
    ),
  );
  bus.on('match.access_paid', (deps, { offer, match }) =>
    track(deps, {
      name: 'access_paid',
      userId: null,
      properties: { offerKey: offer.key, matchId: match.id, providerId: match.providerId },
      key: `access:${match.id}`,
    }),
  );
  bus.on('match.quote_sent', (deps, { offer, match, amountKurus }) =>
    track(deps, {
      name: 'quote_sent',
      properties: { offerKey: offer.key, matchId: match.id, amountKurus },
      key: `quote:${match.id}`,
    }),
  );
  bus.on('brief.agreed', (deps, { offer, winner }) =>
    track(deps, {
      name: 'agency_won',
      userId: offer.userId,
      properties: { offerKey: offer.key, matchId: winner.id, providerId: winner.providerId },
      key: `won:${offer.id}`,
    }),
  );
}

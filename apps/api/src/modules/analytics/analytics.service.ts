import type { TExecutor } from '../../platform/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { enqueue } from '../outbox/outbox.service.ts';
import { analyticsEvents } from './analytics.table.ts';

/** The funnel, from a brief to a won agency. */
export const ANALYTICS_EVENTS = [
  'brief_started',
  'brief_submitted',
  'match_made',
  'access_paid',
  'quote_sent',
  'agency_won',
] as const;
export type TAnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

type TProperties = Record<string, string | number | boolean | null>;

type TTrackedEvent = { name: TAnalyticsEvent; userId?: number | null; properties: TProperties; key: string };
type TTrackDeps = Pick<TDeps, 'adapters' | 'clock' | 'config'> & { db: TExecutor };

/**
 * Records a funnel event (the default adapter: the analytics_events table) and, when ANALYTICS_URL is set,
 * posts it there through the outbox, in the caller's transaction.
 */
export async function track(deps: TTrackDeps, event: TTrackedEvent): Promise<void> {
  await trackMany(deps, [event]);
}

/** track() for several events in one insert (e.g. every match of a matching run). */
export async function trackMany(deps: TTrackDeps, events: TTrackedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const occurredAt = deps.clock.now();
  const inserted = await deps.db
    .insert(analyticsEvents)
    .values(
      events.map((event) => ({
        name: event.name,
        userId: event.userId ?? null,
        dedupeKey: event.key,
        properties: event.properties,
        occurredAt,
      })),
    )
    .onConflictDoNothing({ target: analyticsEvents.dedupeKey })
    .returning({ key: analyticsEvents.dedupeKey });
  if (inserted.length === 0 || !deps.config.ANALYTICS_URL) return;
  const fresh = new Set(inserted.map((row) => row.key));
  for (const event of events) {
    if (!fresh.has(event.key)) continue;
    await enqueue(deps, {
      channel: 'webhook',
      to: deps.config.ANALYTICS_URL,
      template: `analytics:${event.name}`,
      locale: 'en',
      dedupeKey: `analytics:${event.key}`,
      rendered: { subject: event.name, text: JSON.stringify(event.properties), html: null },
      payload: {
        body: {
          event: event.name,
          userId: event.userId ?? null,
          properties: event.properties,
          occurredAt: occurredAt.toISOString(),
        },
      },
    });
  }
}

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

/**
 * Records a funnel event (the default adapter: the analytics_events table) and, when ANALYTICS_URL is set,
 * posts it there through the outbox, in the caller's transaction.
 */
export async function track(
  deps: Pick<TDeps, 'adapters' | 'clock' | 'config'> & { db: TExecutor },
  event: { name: TAnalyticsEvent; userId?: number | null; properties: TProperties; key: string },
): Promise<void> {
  const occurredAt = deps.clock.now();
  const inserted = await deps.db
    .insert(analyticsEvents)
    .values({
      name: event.name,
      userId: event.userId ?? null,
      dedupeKey: event.key,
      properties: event.properties,
      occurredAt,
    })
    .onConflictDoNothing({ target: analyticsEvents.dedupeKey })
    .returning({ id: analyticsEvents.id });
  if (inserted.length === 0 || !deps.config.ANALYTICS_URL) return;
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

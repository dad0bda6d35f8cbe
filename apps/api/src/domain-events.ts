import { subscribeAnalytics } from './modules/analytics/analytics.subscribers.ts';
import { subscribeCommissions } from './modules/briefs/agreements/commission.subscribers.ts';
import { subscribeBriefs } from './modules/briefs/briefs.subscribers.ts';
import { subscribeDirectory } from './modules/directory/directory.subscribers.ts';
import { subscribeNotifications } from './modules/notifications/notifications.subscribers.ts';
import { subscribeOps } from './modules/ops/ops.subscribers.ts';
import { createEventBus, type TEventBus } from './platform/events.ts';

/**
 * The one place that knows which module listens to which: the bus every process (API, jobs, commands)
 * uses. Subscribers run in this order within the emitter's transaction: read models first (directory,
 * matching index), then the funnel, then notices, then the operator console's queue items.
 */
export function createDomainEvents(): TEventBus {
  const bus = createEventBus();
  subscribeDirectory(bus);
  subscribeBriefs(bus);
  subscribeCommissions(bus);
  subscribeAnalytics(bus);
  subscribeNotifications(bus);
  subscribeOps(bus);
  return bus;
}

import { PROJECT_VIEW_FEE_KURUS } from '@brifa/contracts';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { api, clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';
import { createDomainEvents } from '../../../domain-events.ts';
import type { TEventBus } from '../../../platform/events.ts';

/**
 * How many statements one payment for access runs. Every statement drizzle executes is counted (BEGIN and
 * COMMIT are not statements drizzle logs); those the event subscribers (analytics, notifications) run in
 * the same transaction are counted apart, since they belong to other modules.
 */
const counter = { on: false, inSubscribers: false, payment: [] as string[], subscribers: [] as string[] };
const logger: Logger = {
  logQuery(query) {
    if (!counter.on) return;
    (counter.inSubscribers ? counter.subscribers : counter.payment).push(query);
  },
};

/** The app's bus, marking the statements its handlers run. */
function countingBus(): TEventBus {
  const bus = createDomainEvents();
  return {
    on: bus.on,
    async emit(deps, name, event) {
      const outer = counter.inSubscribers;
      counter.inSubscribers = true;
      try {
        await bus.emit(deps, name, event);
      } finally {
        counter.inSubscribers = outer;
      }
    },
  };
}

let t: TTestApp;

beforeAll(async () => {
  // Without the outbox worker: its poll, landing while the payment runs, was counted as the payment's own.
  t = await buildTestApp({ logger, events: countingBus(), env: { OUTBOX_WORKER: 'false' } });
});
afterAll(() => t.close());

describe('paying for access', () => {
  // 14 (was 22): the session check and the membership (the HTTP layer's, 2); the payment itself, 8: the offer
  // lock, the locked match with the communication count, the paying ability (ledger), the ledger posting (4:
  // the agency's account lock, the idempotency check, the platform account, the entries with the balance);
  // the grant; and the page it answers with (4: client, feedback, questions, district).
  it('runs at most 14 statements of its own, 8 for the payment itself (was 22)', async () => {
    const db = t.database.db;
    const { offer } = await clientWithBrief(t.app, db);
    const agency = await matchedAgency(t.app, db, offer.Id, TEST_NOW);
    await giveWallet(db, agency.providerId, PROJECT_VIEW_FEE_KURUS * 2, TEST_NOW);
    // The platform's revenue account exists after the first payment of the platform's life.
    const warm = await clientWithBrief(t.app, db);
    const warmAgency = await matchedAgency(t.app, db, warm.offer.Id, TEST_NOW);
    await giveWallet(db, warmAgency.providerId, PROJECT_VIEW_FEE_KURUS, TEST_NOW);
    await api(t.app).send('POST', `MatchedProvider/${warmAgency.match.id}/payment`, warmAgency.token);

    counter.payment = [];
    counter.subscribers = [];
    counter.on = true;
    const res = await api(t.app).send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    counter.on = false;
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Access).toMatchObject({ HasAccess: true, Source: 'wallet', UnlockedCount: 1 });
    expect(res.json().Data.Client).not.toBeNull();
    console.info(
      `payment: ${counter.payment.length} statements of its own, ${counter.subscribers.length} in event subscribers\n  ${counter.payment.join('\n  ')}`,
    );
    expect(counter.payment.length).toBeLessThanOrEqual(14);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { providerDebts, subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';

let dev: TTestApp;
let off: TTestApp;
beforeAll(async () => {
  [dev, off] = await Promise.all([buildTestApp(), buildTestApp({ env: { DEV_ROUTES: 'off' } })]);
});
afterAll(async () => {
  await Promise.all([dev.close(), off.close()]);
});

const DAY = 24 * 3_600_000;
/** The sandbox's test card that pays once typed in and is declined as a saved card. */
const DECLINES_LATER = '5528790000000016';

/** A Growth package ending in 30 days, renewing on a saved `number`. */
async function renewingPackage(t: TTestApp, number: string) {
  const agency = await agencyAccount(t.app, t.database.db);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/CreditCard',
    headers: bearer(agency.token),
    payload: {
      Card: { HolderName: 'Mert Kaya', Number: number, ExpireMonth: 12, ExpireYear: 2030, Cvc: '123' },
    },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      providerId: agency.providerId,
      kind: 'package',
      plan: 'growth',
      categoryIds: [3],
      status: 'active',
      startsAt: new Date(now.getTime() - 150 * DAY),
      endsAt: new Date(now.getTime() + 30 * DAY),
      periodMonths: 6,
      priceKurus: 6_000_00,
      categoryRights: 7,
      autoRenew: true,
      renewalCardId: saved.json().Data.Id as number,
    })
    .returning();
  return { agency, subscription: row! };
}

const runFor = (t: TTestApp, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/dev/renewals/run', payload, remoteAddress });

describe('POST /api/dev/renewals/run', () => {
  it("runs the renewal job for one agency as of its package's due date: its card declined, a debt; others untouched", async () => {
    dev.clock.set(TEST_NOW);
    const mine = await renewingPackage(dev, DECLINES_LATER);
    const other = await renewingPackage(dev, DECLINES_LATER);

    const res = await runFor(dev, { Email: mine.agency.body.Email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ At: mine.subscription.endsAt.toISOString(), renewed: 0, failed: 1 });
    const debts = await dev.database.db
      .select()
      .from(providerDebts)
      .where(eq(providerDebts.providerId, mine.agency.providerId));
    expect(debts).toEqual([
      expect.objectContaining({ subscriptionId: mine.subscription.id, amountKurus: 6_000_00, paidAt: null }),
    ]);
    const untouched = await dev.database.db
      .select()
      .from(providerDebts)
      .where(eq(providerDebts.providerId, other.agency.providerId));
    expect(untouched).toHaveLength(0);
    // The same run again makes no second debt.
    expect((await runFor(dev, { Email: mine.agency.body.Email })).json()).toMatchObject({ failed: 0 });
  });

  it('is refused from another machine, and does not exist when DEV_ROUTES is off', async () => {
    const { agency } = await renewingPackage(off, DECLINES_LATER);
    const refused = await runFor(off, { Email: agency.body.Email });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ IsSuccessful: false });
    const debts = await off.database.db
      .select()
      .from(providerDebts)
      .where(eq(providerDebts.providerId, agency.providerId));
    expect(debts).toHaveLength(0);
    expect((await runFor(dev, { Email: agency.body.Email }, '203.0.113.5')).statusCode).toBe(404);
  });
});

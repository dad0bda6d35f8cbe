import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DESCRIPTION =
  'İş süreçlerinize özel web uygulamalarını analizden canlıya alıma kadar geliştiriyoruz. Rol bazlı yetkilendirme, raporlama ve entegrasyonlar kapsama dahildir.';
const service = (overrides: Record<string, unknown> = {}) => ({
  CategoryId: 1,
  Name: 'Kurumsal web uygulaması',
  Price: '180000',
  Skills: ['React', 'Node.js'],
  Description: DESCRIPTION,
  Level: 'advanced',
  ...overrides,
});

async function subscribe(providerId: number, endsInDays = 30) {
  const now = t.clock.now().getTime();
  await t.database.db.insert(subscriptions).values({
    providerId,
    kind: 'category',
    categoryIds: [1],
    startsAt: new Date(now - 86_400_000),
    endsAt: new Date(now + endsInDays * 86_400_000),
  });
}

describe('services', () => {
  it('needs an active subscription to add a service, not to change or remove one', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Service',
      headers: bearer(agency.token),
      payload: service(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      ErrorCode: 'SERVICE_NEEDS_SUBSCRIPTION',
      Message: 'Hizmet ekleyebilmek için aktif bir aboneliğiniz olmalı.',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/Service', headers: bearer(agency.token) });
    expect(list.json().Data).toEqual({ Items: [], CanAdd: false });

    await subscribe(agency.providerId);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Service',
      headers: bearer(agency.token),
      payload: service(),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().Data).toMatchObject({
      Name: 'Kurumsal web uygulaması',
      Price: '180000',
      Level: 'advanced',
    });
    const id = added.json().Data.Id;

    await t.database.db.delete(subscriptions).where(eq(subscriptions.providerId, agency.providerId));
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Service/${id}`,
      headers: bearer(agency.token),
      payload: service({ Level: 'expert', Price: '' }),
    });
    expect(changed.json().Data).toMatchObject({ Level: 'expert', Price: null });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Service/${id}`,
      headers: bearer(agency.token),
    });
    expect(removed.json().Data.Items).toEqual([]);
  });

  it('checks the description (140+), digits-only price, level and skills', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    await subscribe(agency.providerId);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Service',
      headers: bearer(agency.token),
      payload: service({ Description: 'Kısa açıklama.', Price: '180.000', Level: 'master', Skills: [] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Errors).sort()).toEqual(['Description', 'Level', 'Price', 'Skills']);
  });

  it("answers 404 for another agency's service", async () => {
    const owner = await agencyAccount(t.app, t.database.db);
    await subscribe(owner.providerId);
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/Service',
        headers: bearer(owner.token),
        payload: service(),
      })
    ).json().Data.Id;
    const other = await agencyAccount(t.app, t.database.db);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/Service/${id}`,
        headers: bearer(other.token),
        ...(method === 'PUT' ? { payload: service() } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});

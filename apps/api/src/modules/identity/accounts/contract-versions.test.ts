import { AGENCY_CONTRACT_VERSION, CLIENT_TERMS_VERSION } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { loadConfig } from '../../../platform/config.ts';
import { users } from '../users/users.table.ts';
import { legalVersions } from './contract-versions.service.ts';
import { providers } from './providers.table.ts';

/** The versions in force after an update: the config carries them (contracts' rules by default). */
const NEW_VERSION = '2026-11-01';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { AGENCY_CONTRACT_VERSION: NEW_VERSION, CLIENT_TERMS_VERSION: NEW_VERSION },
  });
});
afterAll(() => t.close());

const session = async (token: string, userId: number) => (await me(t.app, token, userId)).json().Data;
const put = (url: string, token: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/${url}`,
    headers: bearer(token),
    payload: { IsApproved: true },
  });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const agencyRow = async (ownerId: number) =>
  (await t.database.db.select().from(providers).where(eq(providers.ownerUserId, ownerId)))[0]!;

describe('contract and terms versions', () => {
  it('are the rules unless the config names others', () => {
    expect(legalVersions(loadConfig({ NODE_ENV: 'test' }))).toEqual({
      agencyContract: AGENCY_CONTRACT_VERSION,
      termsOfUse: CLIENT_TERMS_VERSION,
    });
  });

  it('a new client accepts the terms in force at sign-up and is not asked again', async () => {
    const { token, userId } = await signUp(t.app, t.database.db);
    expect((await session(token, userId)).ContractUpdate).toBeNull();
    expect(await userRow(userId)).toMatchObject({ termsVersion: NEW_VERSION, termsAcceptedAt: TEST_NOW });
  });

  it('a client who accepted earlier terms is asked until they accept, once', async () => {
    const { token, userId } = await signUp(t.app, t.database.db);
    await t.database.db.update(users).set({ termsVersion: '2024-10-14' }).where(eq(users.id, userId));
    expect((await session(token, userId)).ContractUpdate).toEqual({
      Document: 'termsOfUse',
      Version: NEW_VERSION,
      AcceptedVersion: '2024-10-14',
    });

    t.clock.advance(60_000);
    const acceptedAt = t.clock.now();
    expect((await put('user/accept-terms', token)).statusCode).toBe(200);
    expect((await session(token, userId)).ContractUpdate).toBeNull();
    expect(await userRow(userId)).toMatchObject({ termsVersion: NEW_VERSION, termsAcceptedAt: acceptedAt });

    // Accepting the same version again (a second tab, a retried request) keeps the first time.
    t.clock.advance(60_000);
    expect((await put('user/accept-terms', token)).statusCode).toBe(200);
    expect((await userRow(userId)).termsAcceptedAt).toEqual(acceptedAt);
  });

  it('an agency owner accepts a newer contract through PUT Provider/approve-contract, staying listed', async () => {
    const { token, userId } = await signUp(t.app, t.database.db, { kind: 'agency' });
    // Before the first approval the approval pop-up asks for the contract, not the update prompt.
    expect((await session(token, userId)).ContractUpdate).toBeNull();
    expect((await put('Provider/approve', token)).statusCode).toBe(200);
    expect((await put('Provider/approve-contract', token)).statusCode).toBe(200);
    expect(await agencyRow(userId)).toMatchObject({
      isApproved: true,
      contractVersion: NEW_VERSION,
      contractAcceptedAt: t.clock.now(),
    });

    await t.database.db
      .update(providers)
      .set({ contractVersion: '2024-10-14' })
      .where(eq(providers.ownerUserId, userId));
    const asked = await session(token, userId);
    expect(asked.ContractUpdate).toEqual({
      Document: 'agencyContract',
      Version: NEW_VERSION,
      AcceptedVersion: '2024-10-14',
    });
    expect(asked.Provider.IsApprovedContract).toBe(true);

    t.clock.advance(60_000);
    const acceptedAt = t.clock.now();
    expect((await put('Provider/approve-contract', token)).statusCode).toBe(200);
    expect((await session(token, userId)).ContractUpdate).toBeNull();
    t.clock.advance(60_000);
    expect((await put('Provider/approve-contract', token)).statusCode).toBe(200);
    expect(await agencyRow(userId)).toMatchObject({
      isApproved: true,
      contractVersion: NEW_VERSION,
      contractAcceptedAt: acceptedAt,
    });
  });

  it('the terms are the clients’: an agency cannot accept them', async () => {
    const { token } = await signUp(t.app, t.database.db, { kind: 'agency' });
    expect((await put('user/accept-terms', token)).statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyBody, bearer, lastMessageTo, me, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { providerMembers, providers } from './providers.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (body: object, cookie = 'language=en-TR') =>
  t.app.inject({ method: 'POST', url: '/api/v1/provider/register', payload: body, headers: { cookie } });

describe('agency registration', () => {
  it('creates the owner and the agency with its legal details, then approvals complete it', async () => {
    const { token, userId } = await signUp(t.app, t.database.db, { kind: 'agency' });
    const session = (await me(t.app, token, userId)).json().Data;
    expect(session).toMatchObject({
      IsProvider: true,
      IsClient: false,
      IsPhoneVerified: true,
      Provider: {
        IsOwner: true,
        IsApprovedContract: false,
        IsInformationApproved: false,
        Slug: 'pikselhane',
        CompanyNickName: 'Pikselhane',
        TotalLeadCoin: 0,
      },
    });
    const [provider] = await t.database.db.select().from(providers).where(eq(providers.ownerUserId, userId));
    expect(provider).toMatchObject({
      taxNumber: '4540536920',
      legalSuffix: 'LTD',
      cityId: 34,
      districtId: 34023,
      isApproved: false,
      experienceYears: 10,
    });

    const approve = (url: string) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: { IsApproved: true } });
    expect((await approve('/api/v1/Provider/approve')).statusCode).toBe(200);
    expect((await approve('/api/v1/Provider/approve-contract')).statusCode).toBe(200);
    expect((await me(t.app, token, userId)).json().Data.Provider).toMatchObject({
      IsApprovedContract: true,
      IsInformationApproved: true,
    });
    const [approved] = await t.database.db.select().from(providers).where(eq(providers.ownerUserId, userId));
    expect(approved!.isApproved).toBe(true);
  });

  it('gives a second agency with the same name its own slug', async () => {
    await signUp(t.app, t.database.db, {
      kind: 'agency',
      body: agencyBody({ CompanyNickName: 'Moda Stüdyo' }),
    });
    const second = await signUp(t.app, t.database.db, {
      kind: 'agency',
      body: agencyBody({ CompanyNickName: 'Moda Stüdyo' }),
    });
    const session = (await me(t.app, second.token, second.userId)).json().Data;
    expect(session.Provider.Slug).toBe('moda-studyo-2');
  });

  it('answers a known e-mail like a new one, opens no second agency, and tells the address', async () => {
    const first = await signUp(t.app, t.database.db, { kind: 'agency' });
    const fresh = await register(agencyBody());
    const known = await register(agencyBody({ Email: first.body.Email, CompanyNickName: 'İkinci Ajans' }));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.statusCode).toBe(201);
    const { MaskedTarget: _a, ...freshData } = fresh.json().Data;
    const { MaskedTarget: _b, ...knownData } = known.json().Data;
    expect(knownData).toEqual(freshData);
    expect(Object.keys(known.json())).toEqual(Object.keys(fresh.json()));
    expect(await lastMessageTo(t.database.db, String(first.body.Email))).toMatchObject({
      template: 'accountExistsEmail',
      subject: 'You already have a Brifa account',
    });
    const second = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.companyNickName, 'İkinci Ajans'));
    expect(second).toHaveLength(0);
  });

  it('checks the tax number: a VKN with a wrong check digit is refused', async () => {
    const res = await register(agencyBody({ TaxNumber: '4540536921' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual({ TaxNumber: 'Enter a valid tax number (10 digits).' });
  });

  it('checks the identity number of a real person', async () => {
    const bad = await register(
      agencyBody({
        LegalType: 'real_person',
        LegalSuffix: null,
        CompanyTitle: 'Elif Demir',
        TaxNumber: '10000000147',
      }),
    );
    expect(bad.json().Errors).toEqual({ TaxNumber: 'Enter a valid Turkish identity number (11 digits).' });
    const good = await register(
      agencyBody({
        LegalType: 'real_person',
        LegalSuffix: null,
        CompanyTitle: 'Elif Demir',
        TaxNumber: '10000000146',
      }),
    );
    expect(good.statusCode).toBe(201);
  });

  it('needs A.Ş. or LTD for a legal entity, and a title that carries that suffix', async () => {
    const noSuffix = await register(agencyBody({ LegalSuffix: null }));
    expect(noSuffix.json().Errors).toMatchObject({ LegalSuffix: 'Choose the company type: A.Ş. or LTD.' });
    const wrongTitle = await register(
      agencyBody({ LegalSuffix: 'AS', CompanyTitle: 'Pikselhane Dijital Ltd. Şti.' }),
    );
    expect(wrongTitle.json().Errors).toMatchObject({ CompanyTitle: expect.stringContaining('legal title') });
    const anonim = await register(
      agencyBody({ LegalSuffix: 'AS', CompanyTitle: 'Pikselhane Dijital Anonim Şirketi' }),
    );
    expect(anonim.statusCode).toBe(201);
  });

  it('lists every missing field in Turkish by default', async () => {
    const res = await register({ Name: 'Mert' }, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Lütfen işaretli alanları doldurun.');
    expect(res.json().Errors).toMatchObject({
      Surname: 'Bu alan zorunludur.',
      TaxNumber: 'Bu alan zorunludur.',
      CityId: 'Bu alan zorunludur.',
    });
  });

  it('keeps team members away from the owner-only approvals', async () => {
    const owner = await signUp(t.app, t.database.db, { kind: 'agency' });
    const [membership] = await t.database.db
      .select()
      .from(providerMembers)
      .where(eq(providerMembers.userId, owner.userId));
    expect(membership?.role).toBe('owner');
    const client = await signUp(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Provider/approve',
      headers: bearer(client.token),
      payload: { IsApproved: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

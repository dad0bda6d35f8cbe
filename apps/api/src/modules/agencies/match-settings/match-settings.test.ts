import { ERRORS, FIELD_MESSAGES, type TErrorCode } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { agencyAccount, COMPLETE_FIELDS, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { matchedProviders, providerMatchCategories } from '../../briefs/matching/matching.table.ts';
import { providerMembers } from '../../identity/accounts/providers.table.ts';
import { createSession } from '../../identity/auth/auth.service.ts';
import { users } from '../../identity/users/users.table.ts';
import { providerServices } from '../profile/services.table.ts';

let t: TTestApp;
let owner: { token: string; providerId: number };
let member: { token: string };
let client: { token: string };

const MOBILE = 3;
const SOFTWARE = 1;

async function tokenOf(userId: number) {
  const session = await createSession(depsOf(t.app), userId, {
    ip: undefined,
    deviceId: undefined,
    userAgent: undefined,
  });
  return session.Token;
}

function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: unknown,
  language = 'tr-TR',
) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const tr = (code: TErrorCode) => ERRORS[code].message.tr;

async function indexRows(providerId: number) {
  return t.database.db
    .select()
    .from(providerMatchCategories)
    .where(eq(providerMatchCategories.providerId, providerId));
}

beforeAll(async () => {
  t = await buildTestApp();
  const now = t.clock.now();
  // A matchable agency with 3 mobile services; 2 software services make a category that still needs one.
  const agency = await makeAgency(t.database.db, now, { categoryId: MOBILE });
  await t.database.db.insert(providerServices).values(
    [1, 2].map((n) => ({
      providerId: agency.providerId,
      categoryId: SOFTWARE,
      name: `Web yazılımı ${n}`,
      level: 'advanced' as const,
    })),
  );
  owner = { token: await tokenOf(agency.userId), providerId: agency.providerId };
  const [teamUser] = await t.database.db
    .insert(users)
    .values({
      userType: 'provider',
      name: 'Deniz',
      surname: 'Arslan',
      email: `deniz.${agency.providerId}@agency.com.tr`,
      cellPhone: `+90538${String(agency.providerId).padStart(7, '0')}`,
      isPhoneVerified: true,
    })
    .returning();
  await t.database.db
    .insert(providerMembers)
    .values({ providerId: agency.providerId, userId: teamUser!.id, role: 'member' });
  member = { token: await tokenOf(teamUser!.id) };
  client = await signUp(t.app, t.database.db);
});
afterAll(() => t.close());

describe('GET Page/match-setting', () => {
  it('needs a session (401) and an agency (403 for a client)', async () => {
    expect((await send('GET', 'Page/match-setting', null)).statusCode).toBe(401);
    const refused = await send('GET', 'Page/match-setting', client.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().ErrorCode).toBe('PROVIDERS_ONLY');
  });

  it('shows categories with their service counts, the task for the short one and the options', async () => {
    const res = await send('GET', 'Page/match-setting', owner.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data.MobilePriceRequired).toBe(true);
    expect(data.CityPreference).toBe('all');
    expect(data.WorkRegions).toHaveLength(7);
    expect(data.OwnCity).toMatchObject({ Id: 34 });
    expect(data.Categories).toEqual([
      expect.objectContaining({ Id: SOFTWARE, ServiceCount: 2, IsEligible: false, MissingServices: 1 }),
      expect.objectContaining({ Id: MOBILE, ServiceCount: 3, IsEligible: true, MissingServices: 0 }),
    ]);
    expect(data.Options.Technologies.length).toBeGreaterThan(5);
    expect(data.Options.Sectors.length).toBeGreaterThan(0);
    const expertiseCategories = new Set(
      data.Options.Expertises.map((e: { CategoryId: number }) => e.CategoryId),
    );
    expect(expertiseCategories).toEqual(new Set([SOFTWARE, MOBILE]));
  });

  it('shows a team user of the agency the same data', async () => {
    const ownerView = (await send('GET', 'Page/match-setting', owner.token)).json().Data;
    const memberView = await send('GET', 'Page/match-setting', member.token);
    expect(memberView.statusCode).toBe(200);
    expect(memberView.json().Data).toEqual(ownerView);
  });
});

describe('POST Provider/access-work-area', () => {
  const valid = { WorkRegions: ['marmara', 'aegean'], CityPreference: 'own_city', MobileMinPrice: '15000' };

  it.each([
    ['no region', { WorkRegions: [] }, 'WorkRegions', tr('MATCH_WORK_REGION_REQUIRED')],
    ['a region twice', { WorkRegions: ['marmara', 'marmara'] }, 'WorkRegions', tr('MATCH_CHOICE_DUPLICATE')],
    ['an unknown region', { WorkRegions: ['atlantis'] }, 'WorkRegions', FIELD_MESSAGES.invalid.tr],
    ['no mobile price', { MobileMinPrice: '' }, 'MobileMinPrice', tr('MATCH_MOBILE_PRICE_REQUIRED')],
    ['a null mobile price', { MobileMinPrice: null }, 'MobileMinPrice', tr('MATCH_MOBILE_PRICE_REQUIRED')],
    [
      'a mobile price below 7000 TL',
      { MobileMinPrice: '6999' },
      'MobileMinPrice',
      tr('MATCH_MOBILE_PRICE_MIN'),
    ],
    [
      'a mobile price with non-digits',
      { MobileMinPrice: '7.500' },
      'MobileMinPrice',
      FIELD_MESSAGES.digitsOnly.tr,
    ],
    ['an unknown city preference', { CityPreference: 'world' }, 'CityPreference', FIELD_MESSAGES.invalid.tr],
  ])('refuses %s', async (_, change, field, message) => {
    const res = await send('POST', 'Provider/access-work-area', owner.token, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[field]).toBe(message);
  });

  it('answers in English for an English caller', async () => {
    const res = await send(
      'POST',
      'Provider/access-work-area',
      owner.token,
      { ...valid, MobileMinPrice: '100' },
      'en-TR',
    );
    expect(res.json().Errors.MobileMinPrice).toBe(ERRORS.MATCH_MOBILE_PRICE_MIN.message.en);
  });

  it('saves, answers with the page and refreshes the matching index', async () => {
    const res = await send('POST', 'Provider/access-work-area', owner.token, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      WorkRegions: ['marmara', 'aegean'],
      CityPreference: 'own_city',
      MobileMinPrice: 15000,
    });
    const [row] = await indexRows(owner.providerId);
    expect(row).toMatchObject({ ownCityOnly: true, mobileMinPriceTry: 15000, workRegionBits: 0b11 });
  });

  it('does not ask an agency without mobile services for the mobile price', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const res = await send('POST', 'Provider/access-work-area', agency.token, {
      WorkRegions: ['black_sea'],
      CityPreference: 'all',
      MobileMinPrice: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ MobilePriceRequired: false, MobileMinPrice: null });
  });

  it('refuses a client', async () => {
    const res = await send('POST', 'Provider/access-work-area', client.token, valid);
    expect(res.statusCode).toBe(403);
  });
});

describe('POST UserProviderType', () => {
  it.each([
    ['none', [], tr('MATCH_AGENCY_TYPES_RANGE')],
    ['four', ['digital', 'creative', 'software', 'media'], tr('MATCH_AGENCY_TYPES_RANGE')],
    ['one twice', ['digital', 'digital'], tr('MATCH_CHOICE_DUPLICATE')],
    ['an unknown type', ['circus'], FIELD_MESSAGES.invalid.tr],
  ])('refuses %s', async (_, types, message) => {
    const res = await send('POST', 'UserProviderType', owner.token, { AgencyTypes: types });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.AgencyTypes).toBe(message);
  });

  it('saves 1 to 3 types', async () => {
    const res = await send('POST', 'UserProviderType', owner.token, { AgencyTypes: ['software', 'digital'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.AgencyTypes.sort()).toEqual(['digital', 'software']);
  });
});

describe('POST ProviderBestCategory (best expertise areas)', () => {
  it.each([
    ['the same expertise twice', [301, 301], tr('MATCH_EXPERTISE_DUPLICATE')],
    ['an expertise that does not exist', [301, 99_999], tr('MATCH_CHOICE_UNKNOWN')],
    ['an expertise of a category with 2 services', [301, 101], tr('MATCH_EXPERTISE_NEEDS_SERVICES')],
    ['an expertise of a category without services', [501], tr('MATCH_EXPERTISE_NEEDS_SERVICES')],
  ])('refuses %s', async (_, ids, message) => {
    const res = await send('POST', 'ProviderBestCategory', owner.token, { ExpertiseIds: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.ExpertiseIds).toBe(message);
  });

  it('saves expertises of an eligible category and the index uses them', async () => {
    const res = await send('POST', 'ProviderBestCategory', owner.token, { ExpertiseIds: [302, 301] });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.ExpertiseIds).toEqual([301, 302]);
    const [row] = await indexRows(owner.providerId);
    expect(row?.expertiseIds).toEqual([301, 302]);
  });
});

describe('POST ProviderBestSector', () => {
  it.each([
    ['none', [], tr('MATCH_SECTORS_REQUIRED')],
    ['a sector twice', [3, 3], tr('MATCH_SECTOR_DUPLICATE')],
    ['a sector that does not exist', [3, 99_999], tr('MATCH_CHOICE_UNKNOWN')],
  ])('refuses %s', async (_, ids, message) => {
    const res = await send('POST', 'ProviderBestSector', owner.token, { SectorIds: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.SectorIds).toBe(message);
  });

  it('saves distinct sectors', async () => {
    const res = await send('POST', 'ProviderBestSector', owner.token, { SectorIds: [8, 3] });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.SectorIds).toEqual([3, 8]);
    const [row] = await indexRows(owner.providerId);
    expect(row?.sectorIds).toEqual([3, 8]);
  });
});

describe('POST Technology', () => {
  it.each([
    ['four', [1, 2, 3, 4], tr('MATCH_TECHNOLOGIES_MIN')],
    ['one twice', [1, 2, 3, 4, 4], tr('MATCH_CHOICE_DUPLICATE')],
    ['one that does not exist', [1, 2, 3, 4, 99_999], tr('MATCH_CHOICE_UNKNOWN')],
  ])('refuses %s', async (_, ids, message) => {
    const res = await send('POST', 'Technology', owner.token, { TechnologyIds: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.TechnologyIds).toBe(message);
  });

  it('lets a team user save at least 5 technologies', async () => {
    const res = await send('POST', 'Technology', member.token, { TechnologyIds: [9, 1, 2, 3, 4] });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.TechnologyIds).toEqual([1, 2, 3, 4, 9]);
    const [row] = await indexRows(owner.providerId);
    expect(row?.technologyIds).toEqual([1, 2, 3, 4, 9]);
  });

  it('refuses a malformed body with 400', async () => {
    const res = await send('POST', 'Technology', owner.token, { TechnologyIds: 'react' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.TechnologyIds).toBeTruthy();
  });
});

describe('GET / PUT OpportunityPreference', () => {
  const defaults = {
    BudgetDefinedOnly: false,
    NoPersonalEmail: false,
    NoNonDecisionMakers: false,
    TendersAllowed: true,
    AudienceTypes: [],
    GeoScopes: [],
    BusinessTypes: [],
    Industries: [],
    Turnovers: [],
    CompanySizes: [],
    NotifyByEmail: true,
    NotifyByWhatsapp: false,
  };

  it('answers the defaults until saved; refuses a client and an anonymous caller', async () => {
    const res = await send('GET', 'OpportunityPreference', member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Preferences).toEqual(defaults);
    expect(res.json().Data.Sectors.length).toBeGreaterThan(0);
    expect((await send('GET', 'OpportunityPreference', client.token)).statusCode).toBe(403);
    expect((await send('GET', 'OpportunityPreference', null)).statusCode).toBe(401);
    expect((await send('PUT', 'OpportunityPreference', client.token, defaults)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown audience', { AudienceTypes: ['aliens'] }, 'AudienceTypes', FIELD_MESSAGES.invalid.tr],
    ['a company size twice', { CompanySizes: ['sme', 'sme'] }, 'CompanySizes', tr('MATCH_CHOICE_DUPLICATE')],
    ['an industry that does not exist', { Industries: [99_999] }, 'Industries', tr('MATCH_CHOICE_UNKNOWN')],
  ])('refuses %s', async (_, change, field, message) => {
    const res = await send('PUT', 'OpportunityPreference', owner.token, { ...defaults, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[field]).toBe(message);
  });

  it('saves every field', async () => {
    const saved = {
      ...defaults,
      NoPersonalEmail: true,
      TendersAllowed: false,
      AudienceTypes: ['b2b', 'b2c'],
      GeoScopes: ['national'],
      BusinessTypes: ['retail'],
      Industries: [8],
      Turnovers: ['10m_100m'],
      CompanySizes: ['sme', 'large'],
      NotifyByWhatsapp: true,
    };
    const res = await send('PUT', 'OpportunityPreference', owner.token, saved);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Preferences).toEqual(saved);
    const again = await send('GET', 'OpportunityPreference', owner.token);
    expect(again.json().Data.Preferences).toEqual(saved);
    await send('PUT', 'OpportunityPreference', owner.token, defaults);
  });

  it('is obeyed by the matching engine: "budget defined only" skips a brief without a budget', async () => {
    const categoryId = 5;
    const agency = await makeAgency(t.database.db, t.clock.now(), { categoryId });
    const token = await tokenOf(agency.userId);
    const saved = await send('PUT', 'OpportunityPreference', token, { ...defaults, BudgetDefinedOnly: true });
    expect(saved.statusCode).toBe(200);

    const matchedIn = async (offerId: number) =>
      (await t.database.db.select().from(matchedProviders).where(eq(matchedProviders.offerId, offerId))).map(
        (row) => row.providerId,
      );
    const withoutBudget = await createBrief(t.app, client.token, {
      ...COMPLETE_FIELDS,
      CategoryId: categoryId,
      BudgetTry: null,
    });
    expect(await matchedIn(withoutBudget.Id)).not.toContain(agency.providerId);
    const withBudget = await createBrief(t.app, client.token, { ...COMPLETE_FIELDS, CategoryId: categoryId });
    expect(await matchedIn(withBudget.Id)).toContain(agency.providerId);
  });
});

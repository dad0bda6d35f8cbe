import {
  AGENCY_CONTRACT_VERSION,
  CLIENT_TERMS_VERSION,
  categoryIdOf,
  MOBILE_MINIMUM_PRICE_KURUS,
  type TCategoryKey,
  TURKEY_COUNTRY_ID,
  tcknCheckDigits,
  vknCheckDigit,
} from '@brifa/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { refreshMatchProfiles } from '../../modules/briefs/matching/match-profiles.ts';
import { refreshDirectory } from '../../modules/directory/directory-index.ts';
import type { TStorage } from '../../platform/adapters/storage/storage.ts';
import type { TDb } from '../../platform/db.ts';
import { slugify, toAsciiLower } from '../../platform/slug.ts';
import {
  categories,
  cities,
  countries,
  districts,
  providerMembers,
  providerServices,
  providers,
  users,
} from '../schema.ts';
import { DEMO_AGENCIES, DEMO_SERVICES, type TDemoAgency, type TDemoService } from './demo-agencies.ts';
import { seedDemoBlog } from './demo-blog.ts';
import { DEMO_CLIENTS } from './demo-clients.ts';
import { seedDemoCommissions } from './demo-commissions.ts';
import { seedDemoGrowth } from './demo-growth.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { seedDemoMatching } from './demo-matching.ts';
import { seedDemoPlaces } from './demo-places.ts';
import { createPrng } from './demo-prng.ts';
import { renderDemoImages, seedDemoProfiles } from './demo-profiles.ts';

/** Experience years are counted up to this year, so the demo reads the same whenever it is seeded. */
export const DEMO_REFERENCE_YEAR = 2026;
/** Fixed seed of the generator behind tax numbers, phones and price spreads: same data on every install. */
const DEMO_RANDOM_SEED = 20_261_123;
/** pg_advisory_xact_lock key: API processes starting together seed once. */
const DEMO_SEED_LOCK = 4_207_260_001;

export { createPrng };

// --- The plan: every row to insert, computed without the database --------------------------------------

type TUserInsert = typeof users.$inferInsert;
type TProviderInsert = Omit<typeof providers.$inferInsert, 'ownerUserId' | 'districtId'>;
type TServiceInsert = Omit<typeof providerServices.$inferInsert, 'providerId'>;

export type TDemoPlanAgency = {
  ownerEmail: string;
  /** Resolved to a district id at seed time. */
  district: string;
  provider: TProviderInsert & { slug: string; cityId: number };
  services: TServiceInsert[];
};

export type TDemoPlan = {
  /** Agency owners first, then clients. */
  users: TUserInsert[];
  agencies: TDemoPlanAgency[];
};

const MOBILE_PREFIXES = [
  '530',
  '532',
  '533',
  '535',
  '536',
  '538',
  '539',
  '541',
  '542',
  '543',
  '544',
  '545',
  '505',
  '506',
  '507',
  '551',
  '552',
  '554',
];

/** Landline area codes of the cities the demo uses; İstanbul's Anatolian side has its own. */
const AREA_CODES: Record<number, string> = {
  1: '322',
  6: '312',
  7: '242',
  16: '224',
  21: '412',
  26: '222',
  27: '342',
  33: '324',
  34: '212',
  35: '232',
  38: '352',
  41: '262',
  42: '332',
  55: '362',
  61: '462',
};
const ISTANBUL_ANATOLIAN_DISTRICTS = new Set([
  'Kadıköy',
  'Ataşehir',
  'Üsküdar',
  'Maltepe',
  'Kartal',
  'Beykoz',
]);

const TEAM_PRICE_FACTOR: Record<TDemoAgency['teamSize'], number> = {
  '1-5': 0.75,
  '5-10': 0.9,
  '10-20': 1,
  '20+': 1.25,
};
const CITY_PRICE_FACTOR: Record<number, number> = { 34: 1.15, 6: 1, 35: 1 };
const OTHER_CITY_PRICE_FACTOR = 0.9;
const MIN_PRICE_TL = 7_500;
const MAX_PRICE_TL = 400_000;

const CONTACT_MAILBOXES = ['merhaba', 'info', 'iletisim', 'teklif'];

function digits(random: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(random() * 10);
  return out;
}

function nonZeroDigit(random: () => number): string {
  return String(1 + Math.floor(random() * 9));
}

/** Subscriber numbers never start with 0 or 1. */
function subscriberDigit(random: () => number): string {
  return String(2 + Math.floor(random() * 8));
}

function pickOne<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Draws until the value is new, so that unique columns never collide. */
function unique(seen: Set<string>, draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!seen.has(value)) {
      seen.add(value);
      return value;
    }
  }
}

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function roundPrice(tl: number): number {
  const step = tl < 20_000 ? 250 : tl < 100_000 ? 500 : 1_000;
  return Math.round(tl / step) * step;
}

function chooseServices(agency: TDemoAgency, key: TCategoryKey, random: () => number): TDemoService[] {
  const pool = DEMO_SERVICES[key];
  const named = agency.services?.[key];
  if (named) {
    return named.map((name) => {
      const service = pool.find((candidate) => candidate.name === name);
      if (!service) throw new Error(`Demo agency ${agency.nick}: no ${key} service named "${name}"`);
      return service;
    });
  }
  const count = Math.min(pool.length, 3 + Math.floor(random() * 3));
  return shuffled(random, pool).slice(0, count);
}

/** Every row of the demo, deterministic and independent of the database (district ids come later). */
export function buildDemoPlan(): TDemoPlan {
  const random = createPrng(DEMO_RANDOM_SEED);
  const phones = new Set<string>();
  const taxNumbers = new Set<string>();
  const mobile = () =>
    unique(
      phones,
      () => `+90${pickOne(random, MOBILE_PREFIXES)}${subscriberDigit(random)}${digits(random, 6)}`,
    );

  const owners: TUserInsert[] = [];
  const agencies: TDemoPlanAgency[] = DEMO_AGENCIES.map((agency, index) => {
    const [name, surname] = agency.owner;
    const ownerEmail = `${toAsciiLower(name)}@${agency.domain}`;
    owners.push({
      userType: 'provider',
      name,
      surname,
      email: ownerEmail,
      cellPhone: mobile(),
      isPhoneVerified: true,
      isDemo: true,
      language: 'tr',
    });

    const isPerson = agency.legal === 'person';
    const taxNumber = isPerson
      ? unique(taxNumbers, () => {
          const first9 = nonZeroDigit(random) + digits(random, 8);
          return first9 + tcknCheckDigits(first9);
        })
      : unique(taxNumbers, () => {
          const first9 = nonZeroDigit(random) + digits(random, 8);
          return first9 + vknCheckDigit(first9);
        });
    const areaCode =
      agency.cityId === 34 && ISTANBUL_ANATOLIAN_DISTRICTS.has(agency.district)
        ? '216'
        : (AREA_CODES[agency.cityId] ?? '850');
    const officePhone = unique(phones, () => `+90${areaCode}${subscriberDigit(random)}${digits(random, 6)}`);

    const priceFactor =
      TEAM_PRICE_FACTOR[agency.teamSize] * (CITY_PRICE_FACTOR[agency.cityId] ?? OTHER_CITY_PRICE_FACTOR);
    const services = agency.categories.flatMap((key) =>
      chooseServices(agency, key, random).map((service): TServiceInsert => {
        // +-10% so that two agencies of the same size never quote identical prices.
        const spread = 0.9 + random() * 0.2;
        const tl = Math.min(
          MAX_PRICE_TL,
          Math.max(MIN_PRICE_TL, roundPrice(service.priceTl * priceFactor * spread)),
        );
        const priceKurus = key === 'mobile' ? Math.max(MOBILE_MINIMUM_PRICE_KURUS, tl * 100) : tl * 100;
        return {
          categoryId: categoryIdOf(key),
          name: service.name,
          priceKurus,
          skills: [...service.skills],
          description: service.description,
          level: service.level,
        };
      }),
    );

    return {
      ownerEmail,
      district: agency.district,
      provider: {
        slug: slugify(agency.nick),
        companyNickName: agency.nick,
        legalType: isPerson ? 'real_person' : 'legal_entity',
        legalSuffix: isPerson ? null : agency.legal === 'AS' ? 'AS' : 'LTD',
        companyTitle: agency.title,
        taxNumber,
        taxOffice: agency.taxOffice,
        countryId: TURKEY_COUNTRY_ID,
        cityId: agency.cityId,
        address: agency.address,
        website: `https://www.${agency.domain}`,
        phone: officePhone,
        contactEmail: `${CONTACT_MAILBOXES[index % CONTACT_MAILBOXES.length]}@${agency.domain}`,
        teamSize: agency.teamSize,
        experienceYears: DEMO_REFERENCE_YEAR - agency.foundedYear,
        foundedYear: agency.foundedYear,
        shortDescription: agency.shortDescription,
        description: agency.description,
        isApproved: true,
        isInformationApproved: true,
        isApprovedContract: true,
        contractVersion: AGENCY_CONTRACT_VERSION,
        contractAcceptedAt: new Date(`${AGENCY_CONTRACT_VERSION}T09:00:00+03:00`),
      },
      services,
    };
  });

  const clients: TUserInsert[] = DEMO_CLIENTS.map((client) => ({
    userType: 'client',
    name: client.name,
    surname: client.surname,
    email: `${toAsciiLower(client.name)}.${toAsciiLower(client.surname)}@${client.domain}`,
    cellPhone: mobile(),
    isPhoneVerified: true,
    isDemo: true,
    language: 'tr',
    termsVersion: CLIENT_TERMS_VERSION,
    termsAcceptedAt: new Date(`${CLIENT_TERMS_VERSION}T09:00:00+03:00`),
  }));

  return { users: [...owners, ...clients], agencies };
}

// --- Seeding ------------------------------------------------------------------------------------------

/** What the seed needs of a database or a transaction. */
type TExecutor = Pick<TDb, 'select' | 'insert' | 'execute'>;

async function hasDemoUsers(db: TExecutor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
  return rows.length > 0;
}

async function assertReferenceData(db: TExecutor, plan: TDemoPlan): Promise<void> {
  const cityIds = [...new Set(plan.agencies.map((agency) => agency.provider.cityId))];
  const categoryIds = [
    ...new Set(plan.agencies.flatMap((agency) => agency.services.map((s) => s.categoryId))),
  ];
  const countryRows = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, TURKEY_COUNTRY_ID));
  const cityRows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds));
  const categoryRows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  const missing = [
    ...(countryRows.length === 0 ? [`country ${TURKEY_COUNTRY_ID}`] : []),
    ...cityIds.filter((id) => !cityRows.some((row) => row.id === id)).map((id) => `city ${id}`),
    ...categoryIds.filter((id) => !categoryRows.some((row) => row.id === id)).map((id) => `category ${id}`),
  ];
  if (missing.length > 0) {
    throw new Error(
      `Demo data needs the reference data first (seedReferenceData); missing: ${missing.join(', ')}`,
    );
  }
}

/** District ids by "cityId|name"; ids are the reference seed's business, names are stable. */
async function districtIdsByName(db: TExecutor, plan: TDemoPlan): Promise<Map<string, number>> {
  const cityIds = [...new Set(plan.agencies.map((agency) => agency.provider.cityId))];
  const rows = await db
    .select({ id: districts.id, cityId: districts.cityId, name: districts.name })
    .from(districts)
    .where(inArray(districts.cityId, cityIds));
  return new Map(rows.map((row) => [`${row.cityId}|${row.name.normalize('NFC')}`, row.id]));
}

/**
 * Demo agencies and clients for a fresh install, so a newcomer sees a living marketplace.
 * Does nothing once any demo user exists; otherwise inserts everything in one transaction with a few
 * bulk inserts. With `storage`, the profiles get logos, banners and reference logos. Needs country 1, the cities used and the 25 categories (seedReferenceData) to exist.
 */
export async function seedDemoData(db: TDb, options: { storage?: TStorage } = {}): Promise<void> {
  if (await hasDemoUsers(db)) return;
  const plan = buildDemoPlan();
  // Drawn while the rows go in (see renderDemoImages); a failed drawing fails the seed like a failed insert.
  const rendered = options.storage ? renderDemoImages(plan.agencies) : undefined;
  rendered?.catch(() => undefined);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK}::bigint)`);
    if (await hasDemoUsers(tx)) return;
    await assertReferenceData(tx, plan);
    const districtIds = await districtIdsByName(tx, plan);

    const insertedUsers = await tx
      .insert(users)
      .values(plan.users)
      .returning({ id: users.id, email: users.email });
    const userIds = new Map(insertedUsers.map((row) => [row.email, row.id]));

    const insertedProviders = await tx
      .insert(providers)
      .values(
        plan.agencies.map((agency) => ({
          ...agency.provider,
          ownerUserId: userIds.get(agency.ownerEmail)!,
          districtId:
            districtIds.get(`${agency.provider.cityId}|${agency.district.normalize('NFC')}`) ?? null,
        })),
      )
      .returning({ id: providers.id, slug: providers.slug, ownerUserId: providers.ownerUserId });
    const providerIds = new Map(insertedProviders.map((row) => [row.slug, row.id]));

    await tx.insert(providerMembers).values(
      insertedProviders.map((row) => ({
        providerId: row.id,
        userId: row.ownerUserId,
        role: 'owner' as const,
      })),
    );

    await tx.insert(providerServices).values(
      plan.agencies.flatMap((agency) =>
        agency.services.map((service) => ({
          ...service,
          providerId: providerIds.get(agency.provider.slug)!,
        })),
      ),
    );
    const now = new Date();
    await seedDemoMatching(tx as unknown as TDb, plan.agencies, providerIds, now);
    // Past projects, quotes and verified reviews, before the profile levels that count the reviews.
    const clientEmails = plan.users.filter((user) => user.userType === 'client').map((user) => user.email);
    await seedDemoHistory(tx as unknown as TDb, plan.agencies, userIds, clientEmails, providerIds, now);
    // Issue 20: earlier-model projects with commission plans (one piece overdue for Kodhane).
    await seedDemoCommissions(tx as unknown as TDb, plan.agencies, userIds, clientEmails, providerIds, now);
    // Issue 21: live job posts for /external-job, and one awaiting payment on the first agency's list.
    await seedDemoJobs(tx as unknown as TDb, plan.agencies, userIds, providerIds, now);
    // Issue 21: a badge link waiting for its nofollow to be removed.
    await seedDemoGrowth(tx as unknown as TDb, plan.agencies, providerIds, now);
    // Profiles (images need the storage adapter) and their levels; the matching index reads the levels.
    await seedDemoProfiles(tx as unknown as TDb, options.storage, plan.agencies, providerIds, now, rendered);
    // Issue 21: blog posts by a few agencies, in Turkish and English.
    await seedDemoBlog(tx as unknown as TDb, options.storage, providerIds, now);
    // Issue 21: a live category-top ad for the category and city pages' sponsored slot.
    await seedDemoPlaces(tx as unknown as TDb, providerIds, now);
    await refreshMatchProfiles(tx as unknown as TDb, now, [...providerIds.values()]);
    await refreshDirectory(tx as unknown as TDb, now);
  });
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CATEGORY_KEYS,
  categoryIdOf,
  isValidTckn,
  isValidVkn,
  MOBILE_MINIMUM_PRICE_KURUS,
  REVIEW_LIMITS,
  TEAM_SIZE_FILTERS,
} from '@brifa/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import { portfolioItems } from '../../modules/agencies/portfolio/portfolio.table.ts';
import { providerReferences } from '../../modules/agencies/references/references.table.ts';
import { siteFigures } from '../../modules/directory/directory.repo.ts';
import { wasMatchedWith } from '../../modules/reviews/reviews.repo.ts';
import { reviews } from '../../modules/reviews/reviews.table.ts';
import type { TStorage } from '../../platform/adapters/storage/storage.ts';
import type { TDatabase } from '../../platform/db.ts';
import { slugify } from '../../platform/slug.ts';
import { categories, cities, countries, districts, providerServices, providers, users } from '../schema.ts';
import { buildDemoPlan, DEMO_REFERENCE_YEAR, seedDemoData } from './demo.ts';
import { DEMO_AGENCIES } from './demo-agencies.ts';
import { demoBannerSvg, demoLogoSvg } from './demo-images.ts';

const POPULAR_CATEGORIES = [
  'software',
  'mobile',
  'web',
  'social',
  'seo',
  'branding',
  'digitalMarketing',
  'performance',
] as const;

describe('demo plan', () => {
  it('is the same on every run', () => {
    expect(buildDemoPlan()).toEqual(buildDemoPlan());
  });

  it('turns Turkish names into ASCII slugs', () => {
    expect(slugify('Dönüşüm Fabrikası')).toBe('donusum-fabrikasi');
    expect(slugify('İmbat Yazılım')).toBe('imbat-yazilim');
    expect(slugify('Çini  Yazılım — Ğ Ş Ü')).toBe('cini-yazilim-g-s-u');
  });
});

describe('the README', () => {
  it('names demo accounts whose phones the demo really has, with their roles', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| ([^|]+?) +\| (\+90 [\d ]+?) +\|/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const plan = buildDemoPlan();
    for (const [, who, phone] of rows) {
      const user = plan.users.find((candidate) => candidate.cellPhone === phone!.replace(/ /g, ''));
      expect(user, phone).toBeDefined();
      expect(who).toContain(`${user!.name} ${user!.surname}`);
      expect(who).toContain(user!.userType === 'client' ? 'client' : 'agency');
    }
  });
});

describe('seedDemoData', () => {
  let database: TDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureReferenceData(database);
    await seedDemoData(database.db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('creates 36 approved agencies, each with a demo owner and at least three services', async () => {
    const { db } = database;
    const rows = await db
      .select({ provider: providers, owner: users })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.ownerUserId));
    expect(rows).toHaveLength(36);
    for (const { provider, owner } of rows) {
      expect(owner).toMatchObject({
        userType: 'provider',
        isDemo: true,
        isPhoneVerified: true,
        language: 'tr',
      });
      expect(owner.passwordHash).toBeNull();
      expect(owner.email.endsWith(`@${new URL(provider.website!).hostname.replace(/^www\./, '')}`)).toBe(
        true,
      );
      expect(provider).toMatchObject({ isApproved: true, isApprovedContract: true, countryId: 1 });
      expect(provider.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(TEAM_SIZE_FILTERS).toContain(provider.teamSize);
      expect(provider.foundedYear).toBeGreaterThanOrEqual(2005);
      expect(provider.foundedYear).toBeLessThanOrEqual(2023);
      expect(provider.experienceYears).toBe(DEMO_REFERENCE_YEAR - provider.foundedYear!);
      expect(provider.shortDescription.length).toBeLessThanOrEqual(140);
      expect(provider.description.length).toBeGreaterThanOrEqual(400);
      expect(provider.phone).toMatch(/^\+90[2-5]\d{9}$/);
      expect(provider.contactEmail).toMatch(/^[a-z]+@[a-z0-9.-]+$/);
    }
    const owners = await db.select().from(users).where(eq(users.userType, 'provider'));
    expect(owners).toHaveLength(36);
  });

  it('gives legal entities a valid VKN and a legal suffix, and sole traders a valid TCKN', async () => {
    const rows = await database.db.select().from(providers);
    const people = rows.filter((row) => row.legalType === 'real_person');
    expect(people.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (row.legalType === 'legal_entity') {
        expect(isValidVkn(row.taxNumber!)).toBe(true);
        expect(row.companyTitle.endsWith(row.legalSuffix === 'AS' ? 'A.Ş.' : 'Ltd. Şti.')).toBe(true);
      } else {
        expect(isValidTckn(row.taxNumber!)).toBe(true);
        expect(row.legalSuffix).toBeNull();
      }
    }
    expect(new Set(rows.map((row) => row.taxNumber)).size).toBe(rows.length);
  });

  it('covers every category, the popular ones with five or more agencies', async () => {
    const services = await database.db.select().from(providerServices);
    const agenciesByCategory = new Map<number, Set<number>>();
    for (const service of services) {
      const set = agenciesByCategory.get(service.categoryId) ?? new Set<number>();
      set.add(service.providerId);
      agenciesByCategory.set(service.categoryId, set);
    }
    for (const key of CATEGORY_KEYS) {
      expect(agenciesByCategory.get(categoryIdOf(key))?.size ?? 0, key).toBeGreaterThanOrEqual(1);
    }
    for (const key of POPULAR_CATEGORIES) {
      expect(agenciesByCategory.get(categoryIdOf(key))?.size ?? 0, key).toBeGreaterThanOrEqual(5);
    }
  });

  it('offers 3-5 plausible services per agency and category', async () => {
    const services = await database.db.select().from(providerServices);
    const perAgencyCategory = new Map<string, number>();
    const perAgency = new Map<number, number>();
    for (const service of services) {
      const key = `${service.providerId}|${service.categoryId}`;
      perAgencyCategory.set(key, (perAgencyCategory.get(key) ?? 0) + 1);
      perAgency.set(service.providerId, (perAgency.get(service.providerId) ?? 0) + 1);
      expect(service.description.length).toBeGreaterThanOrEqual(140);
      expect(service.skills.length).toBeGreaterThanOrEqual(3);
      expect(service.skills.length).toBeLessThanOrEqual(6);
      expect(Number.isInteger(service.priceKurus)).toBe(true);
      expect(service.priceKurus).toBeGreaterThan(0);
      if (service.categoryId === categoryIdOf('mobile')) {
        expect(service.priceKurus).toBeGreaterThanOrEqual(MOBILE_MINIMUM_PRICE_KURUS);
      }
    }
    expect(perAgency.size).toBe(36);
    for (const count of perAgency.values()) expect(count).toBeGreaterThanOrEqual(3);
    for (const count of perAgencyCategory.values()) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
  });

  it('creates 12 demo clients and keeps slugs, e-mails and phones unique', async () => {
    const { db } = database;
    const clients = await db.select().from(users).where(eq(users.userType, 'client'));
    expect(clients).toHaveLength(12);
    for (const client of clients) expect(client).toMatchObject({ isDemo: true, isPhoneVerified: true });

    const allUsers = await db.select().from(users);
    const rows = await db.select().from(providers);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(new Set(allUsers.map((user) => user.email)).size).toBe(allUsers.length);
    const phones = [...allUsers.map((user) => user.cellPhone), ...rows.map((row) => row.phone)];
    expect(new Set(phones).size).toBe(phones.length);
    for (const user of allUsers) {
      expect(user.cellPhone).toMatch(/^\+905\d{9}$/);
      expect(user.email).toMatch(/^[a-z.]+@[a-z0-9.-]+$/);
    }
  });

  it('places agencies in their cities and districts when the district is known', async () => {
    const { db } = database;
    const rows = await db
      .select({ slug: providers.slug, cityId: providers.cityId, district: districts })
      .from(providers)
      .leftJoin(districts, eq(districts.id, providers.districtId));
    const planned = new Map(DEMO_AGENCIES.map((agency) => [slugify(agency.nick), agency]));
    for (const row of rows) {
      const agency = planned.get(row.slug)!;
      expect(row.cityId).toBe(agency.cityId);
      if (row.district) expect(row.district).toMatchObject({ cityId: agency.cityId, name: agency.district });
    }
    // ensureReferenceData guarantees Kadıköy exists, so at least the Kadıköy agencies are placed.
    expect(rows.find((row) => row.slug === 'pikselhane')?.district?.name).toBe('Kadıköy');
    expect(new Set(rows.map((row) => row.cityId)).size).toBe(15);
  });

  it('makes every demo agency matchable but the one owing commission, so a fresh install matches briefs in every popular category', async () => {
    const rows = (await database.db.execute(sql`
      select count(distinct provider_id)::int as matchable,
        count(distinct provider_id) filter (where wallet_kurus >= 1500 * 100)::int as with_gift
      from provider_match_categories
    `)) as unknown as { rows: { matchable: number; with_gift: number }[] };
    // Issue 20: Kodhane owes an overdue commission piece (the earlier model's demo), which blocks it until paid.
    expect(rows.rows[0]).toEqual({ matchable: 35, with_gift: 35 });
    const owing = (await database.db.execute(sql`
      select p.slug from provider_debts d join providers p on p.id = d.provider_id
      where d.paid_at is null and d.due_at < now()`)) as unknown as { rows: { slug: string }[] };
    expect(owing.rows.map((row) => row.slug)).toEqual(['kodhane']);
    for (const key of POPULAR_CATEGORIES) {
      const covered = (await database.db.execute(sql`
        select count(*)::int as n from provider_match_categories
        where category_id = ${categoryIdOf(key)}::int
      `)) as unknown as { rows: { n: number }[] };
      expect(covered.rows[0]!.n, key).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts live job posts on the board, each open for its plan’s days, and one unpaid post on an agency’s list', async () => {
    const rows = (await database.db.execute(sql`
      select state, count(*)::int as n, bool_and(expires_at > now()) as running
      from jobs group by state order by state
    `)) as unknown as { rows: { state: string; n: number; running: boolean | null }[] };
    expect(rows.rows).toEqual([
      { state: 'awaiting_payment', n: 1, running: null },
      { state: 'live', n: 4, running: true },
    ]);
  });

  it('adds nothing when run again', async () => {
    const { db } = database;
    const before = await counts(database);
    await seedDemoData(db);
    expect(await counts(database)).toEqual(before);
    expect(before).toEqual({ users: 48, providers: 36, services: buildDemoServiceCount() });
  });
});

describe('seedDemoData with a storage adapter', () => {
  let database: TDatabase;
  const files = new Map<string, Buffer>();
  const storage: TStorage = {
    async put(key, body) {
      files.set(key, body);
    },
    async get(key) {
      const body = files.get(key);
      return body ? { stream: Readable.from(body), size: body.length } : undefined;
    },
  };
  const fileOf = (src: string) => files.get(src.replace('/api/v1/files/', ''));

  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureReferenceData(database);
    await seedDemoData(database.db, { storage });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('gives every listed agency its own drawn logo and banner, stored as WebP of the upload sizes', async () => {
    const rows = await database.db.select().from(providers);
    const withImages = rows.filter((row) => row.logoSrc);
    expect(withImages.length).toBe(32);
    const logoHashes = new Set<string>();
    const bannerHashes = new Set<string>();
    for (const row of withImages) {
      expect(row.logoSrc).toMatch(/^\/api\/v1\/files\/public\/agencies\/\d+\/logo-demo\.webp$/);
      const logo = fileOf(row.logoSrc!)!;
      const banner = fileOf(row.bannerSrc!)!;
      expect(await sharp(logo).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
      expect(await sharp(banner).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 400 });
      expect(logo.length).toBeLessThan(10_000);
      expect(banner.length).toBeLessThan(40_000);
      logoHashes.add(createHash('sha256').update(logo).digest('hex'));
      bannerHashes.add(createHash('sha256').update(banner).digest('hex'));
    }
    expect(logoHashes.size).toBe(withImages.length);
    expect(bannerHashes.size).toBe(withImages.length);
  });

  it('draws a different 4:3 cover for every portfolio work of a listed agency', async () => {
    const works = await database.db.select().from(portfolioItems);
    const covered = works.filter((work) => work.imageSrcs.length > 0);
    expect(covered.length).toBe(32 * 6);
    const hashes = new Set<string>();
    for (const work of covered.slice(0, 24)) {
      const body = fileOf(work.imageSrcs[0]!)!;
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width! * 3).toBe(meta.height! * 4);
      hashes.add(createHash('sha256').update(body).digest('hex'));
    }
    expect(hashes.size).toBe(24);
    const references = await database.db.select().from(providerReferences);
    expect(references.length).toBe(32 * 3);
    for (const reference of references.slice(0, 6)) {
      expect(await sharp(fileOf(reference.logoSrc!)!).metadata()).toMatchObject({
        format: 'webp',
        width: 200,
      });
    }
  });

  it('gives every listed agency 1-3 published reviews, verified by a matched project it won with a quote', async () => {
    const { db } = database;
    const rows = await db.select().from(reviews);
    const listed = await db.select().from(providers).where(sql`${providers.logoSrc} is not null`);
    expect(new Set(rows.map((row) => row.providerId))).toEqual(new Set(listed.map((row) => row.id)));
    for (const review of rows) {
      expect(review).toMatchObject({ status: 'visible', isVerified: true, verifiedBy: 'matched' });
      expect(review.text.length).toBeGreaterThanOrEqual(REVIEW_LIMITS.textMin);
      // The rule the reviews module applies when a reviewer confirms: matched with the agency on Brifa.
      expect(await wasMatchedWith(db, review.providerId, review.reviewerEmail, null)).toBe(true);
    }
    const won = (await db.execute(sql`
      select count(*)::int as n from offers o
      join matched_providers mp on mp.id = o.agreed_match_id
      join quotes q on q.matched_provider_id = mp.id
      where o.state = 'agreed'`)) as unknown as { rows: { n: number }[] };
    expect(won.rows[0]!.n).toBe(rows.length);
    for (const agency of listed) {
      const own = rows.filter((row) => row.providerId === agency.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(new Set(own.map((row) => row.text)).size).toBe(own.length);
      expect(agency.verifiedReviewCount).toBe(own.length);
      expect(agency.reviewCount).toBe(own.length);
      expect(agency.ratingAverage).toBeCloseTo(own.reduce((sum, row) => sum + row.rating, 0) / own.length, 3);
    }
  });

  it("shows each reviewing brand's drawn logo on its reviews, the same one wherever it appears", async () => {
    const rows = await database.db.select().from(reviews);
    const byCompany = new Map<string, string>();
    for (const review of rows) {
      expect(review.reviewerLogoSrc).toMatch(
        /^\/api\/v1\/files\/public\/references\/demo-brands\/brand-\d+\.webp$/,
      );
      expect(byCompany.get(review.reviewerCompany) ?? review.reviewerLogoSrc).toBe(review.reviewerLogoSrc);
      byCompany.set(review.reviewerCompany, review.reviewerLogoSrc!);
    }
    for (const src of new Set(byCompany.values())) {
      expect(await sharp(fileOf(src)!).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    }
    expect(new Set(byCompany.values()).size).toBe(byCompany.size);
  });

  it('makes the site figures what the database counts: 32 listed agencies and the 12 demo brands', async () => {
    const figures = await siteFigures(database.db);
    const categories = (await database.db.execute(sql`
      select count(distinct c)::int as n from provider_directory, unnest(category_ids) c where is_listed`)) as unknown as {
      rows: { n: number }[];
    };
    expect(figures).toEqual({ Agencies: 32, Brands: 12, Categories: categories.rows[0]!.n });
    expect(figures.Categories).toBeGreaterThanOrEqual(20);
  });

  it('draws the same pictures on every install', () => {
    expect(demoLogoSvg('Pikselhane', 3)).toBe(demoLogoSvg('Pikselhane', 3));
    expect(demoLogoSvg('Pikselhane', 3)).not.toBe(demoLogoSvg('Dönüşüm Fabrikası', 3));
    expect(demoBannerSvg('Pikselhane', 3)).toBe(demoBannerSvg('Pikselhane', 3));
  });
});

function buildDemoServiceCount(): number {
  return buildDemoPlan().agencies.reduce((sum, agency) => sum + agency.services.length, 0);
}

async function counts({ db }: TDatabase) {
  return {
    users: await db.$count(users),
    providers: await db.$count(providers),
    services: await db.$count(providerServices),
  };
}

/** The reference seed may or may not be in place yet: add only what the demo needs, keeping what exists. */
async function ensureReferenceData({ db }: TDatabase) {
  await db
    .insert(countries)
    .values({ id: 1, iso2: 'TR', nameTr: 'Türkiye', nameEn: 'Türkiye', defaultLanguage: 'tr' })
    .onConflictDoNothing();
  const cityIds = [...new Set(DEMO_AGENCIES.map((agency) => agency.cityId))];
  await db
    .insert(cities)
    .values(cityIds.map((id) => ({ id, countryId: 1, code: id, name: `İl ${id}` })))
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values(
      CATEGORY_KEYS.map((key) => ({
        id: categoryIdOf(key),
        key,
        groupKey: 'other',
        nameTr: key,
        nameEn: key,
        sortOrder: categoryIdOf(key),
      })),
    )
    .onConflictDoNothing();
  const kadikoy = await db
    .select({ id: districts.id })
    .from(districts)
    .where(sql`${districts.cityId} = 34 and ${districts.name} = 'Kadıköy'`);
  // 34023 is the id the reference seed gives Kadıköy; any free id would do.
  if (kadikoy.length === 0) {
    await db.insert(districts).values({ id: 34_023, cityId: 34, name: 'Kadıköy' }).onConflictDoNothing();
  }
}

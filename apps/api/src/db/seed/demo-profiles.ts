import { AUDIENCE_TYPES, GEO_SCOPES } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { portfolioItems } from '../../modules/agencies/portfolio/portfolio.table.ts';
import { refreshProfileLevel } from '../../modules/agencies/profile/profile-level.ts';
import { providerReferences } from '../../modules/agencies/references/references.table.ts';
import { providers } from '../../modules/identity/accounts/providers.table.ts';
import { reviews } from '../../modules/reviews/reviews.table.ts';
import type { TStorage } from '../../platform/adapters/storage/storage.ts';
import type { TDb } from '../../platform/db.ts';
import type { TDemoPlanAgency } from './demo.ts';
import { DEMO_CLIENTS } from './demo-clients.ts';
import { demoBanner, demoLogo, demoPortfolioImage } from './demo-images.ts';
import { planDemoWorks } from './demo-matching.ts';

/** Every ninth demo agency keeps a thin profile (no images, no references): not listed, like real newcomers. */
const THIN_PROFILE_EVERY = 9;

const isThin = (index: number) => index % THIN_PROFILE_EVERY === THIN_PROFILE_EVERY - 1;

const referenceCompanies = (index: number) =>
  [0, 1, 2].map((k) => DEMO_CLIENTS[(index * 3 + k) % DEMO_CLIENTS.length]!.company);

type TAgencyImages = { logo: Buffer; banner: Buffer; references: Buffer[]; works: Map<string, Buffer> };
/** By agency slug; `brands`: one logo per demo client company, for its reference cards and its reviews. */
export type TRenderedImages = Map<string, TAgencyImages> & { brands?: Map<string, Buffer> };

/**
 * Draws every listed demo agency's logo, banner, reference logos and portfolio covers (demo-images.ts).
 * Needs no database, so seedDemoData starts it before its transaction: sharp renders on libuv's threads
 * while the inserts run, which keeps the first start quick.
 */
export async function renderDemoImages(agencies: readonly TDemoPlanAgency[]): Promise<TRenderedImages> {
  // A client company has the same logo wherever it appears.
  const brandLogos = new Map(
    await Promise.all(
      DEMO_CLIENTS.map(async (client) => [client.company, await demoLogo(client.company, 0)] as const),
    ),
  );
  const entries = await Promise.all(
    agencies.map(async (agency, index): Promise<[string, TAgencyImages] | undefined> => {
      if (isThin(index)) return undefined;
      const name = agency.provider.companyNickName;
      const mainCategoryId = agency.services[0]!.categoryId;
      const [logo, banner, references, works] = await Promise.all([
        demoLogo(name, mainCategoryId),
        demoBanner(name, mainCategoryId),
        referenceCompanies(index).map((company) => brandLogos.get(company)!),
        Promise.all(
          planDemoWorks(agency, index).map(
            async (work) => [work.title, await demoPortfolioImage(name, work)] as const,
          ),
        ),
      ]);
      return [agency.provider.slug, { logo, banner, references, works: new Map(works) }];
    }),
  );
  return Object.assign(new Map(entries.filter((entry) => entry !== undefined)), { brands: brandLogos });
}

/** Stores each demo client company's logo once and shows it on the reviews its people wrote. */
async function storeBrandLogos(tx: TDb, storage: TStorage, brands: ReadonlyMap<string, Buffer>) {
  for (const [k, client] of DEMO_CLIENTS.entries()) {
    const body = brands.get(client.company);
    if (!body) continue;
    const src = await storeImage(storage, `public/references/demo-brands/brand-${k}.webp`, body);
    await tx.update(reviews).set({ reviewerLogoSrc: src }).where(eq(reviews.reviewerCompany, client.company));
  }
}

async function storeImage(storage: TStorage, key: string, body: Buffer): Promise<string> {
  await storage.put(key, body, 'image/webp');
  return `/api/v1/files/${key}`;
}

/**
 * Fills the demo agencies' public profiles: logo, banner, social links, references and the portfolio works'
 * story, photos and classification; then computes every profile level through the product's own code path
 * (which grants the one-time credit to the agencies above the listing threshold).
 */
export async function seedDemoProfiles(
  tx: TDb,
  storage: TStorage | undefined,
  agencies: readonly TDemoPlanAgency[],
  providerIds: ReadonlyMap<string, number>,
  now: Date,
  rendered: Promise<TRenderedImages> | undefined = storage ? renderDemoImages(agencies) : undefined,
) {
  const brands = storage ? (await rendered)?.brands : undefined;
  if (storage && brands) await storeBrandLogos(tx, storage, brands);
  for (const [index, agency] of agencies.entries()) {
    const providerId = providerIds.get(agency.provider.slug)!;
    const thin = isThin(index) || !storage;
    const domainName = agency.provider.slug;
    const profile: Partial<typeof providers.$inferInsert> = {
      socialLinks: {
        linkedin: `https://www.linkedin.com/company/${domainName}`,
        instagram: `https://www.instagram.com/${domainName.replace(/-/g, '')}`,
      },
    };
    const works = await tx.select().from(portfolioItems).where(eq(portfolioItems.providerId, providerId));
    const covers = new Map<number, string>();
    const images = thin ? undefined : (await rendered)?.get(agency.provider.slug);
    if (images) {
      const folder = `public/agencies/${providerId}`;
      const references = referenceCompanies(index);
      const [logoSrc, bannerSrc, logos] = await Promise.all([
        storeImage(storage!, `${folder}/logo-demo.webp`, images.logo),
        storeImage(storage!, `${folder}/banner-demo.webp`, images.banner),
        Promise.all(
          images.references.map((body, k) =>
            storeImage(storage!, `public/references/${providerId}/reference-demo-${k}.webp`, body),
          ),
        ),
        Promise.all(
          works.map(async (work) => {
            const body = images.works.get(work.title);
            if (body) {
              const key = `public/portfolio/${providerId}/work-${work.id}-demo.webp`;
              covers.set(work.id, await storeImage(storage!, key, body));
            }
          }),
        ),
      ]);
      profile.logoSrc = logoSrc;
      profile.bannerSrc = bannerSrc;
      await tx
        .insert(providerReferences)
        .values(
          logos.map((logoSrc, k) => ({ providerId, logoSrc, companyName: references[k]!, sortOrder: k })),
        );
    }
    await tx.update(providers).set(profile).where(eq(providers.id, providerId));
    for (const [k, work] of works.entries()) {
      const story = work.detail;
      const start = new Date(Date.UTC(now.getUTCFullYear() - 1 - (k % 3), (index + k) % 12, 1));
      await tx
        .update(portfolioItems)
        .set({
          geoScope: GEO_SCOPES[(index + k) % GEO_SCOPES.length]!,
          audience: AUDIENCE_TYPES[(index + k) % AUDIENCE_TYPES.length]!,
          clientCityId: agency.provider.cityId,
          imageSrcs: covers.has(work.id) ? [covers.get(work.id)!] : [],
          skills:
            work.tags.length >= 3
              ? work.tags
              : [...work.tags, 'Strateji', 'Raporlama', 'Tasarım'].slice(0, 3),
          tags: [...new Set([...work.tags, 'Brifa', 'Vaka çalışması'])].slice(0, 5),
          budgetAmount: 50_000 + ((index * 7 + k) % 10) * 25_000,
          budgetCurrency: 'TRY',
          startDate: start.toISOString().slice(0, 10),
          endDate: new Date(start.getTime() + (60 + k * 30) * 86_400_000).toISOString().slice(0, 10),
          introduction: `${work.companyName} için yürüttüğümüz ${work.title.split(' — ')[0]} çalışması.`,
          challenges:
            'Müşterinin mevcut süreçleri dağınıktı; ölçülebilir hedefler ve net bir takvim gerekiyordu.',
          solution: story,
          impact:
            'İlk üç ayda hedeflenen göstergelerin tamamına ulaşıldı; çalışma sürdürülebilir bir yapıya kavuştu.',
        })
        .where(eq(portfolioItems.id, work.id));
    }
    await refreshProfileLevel({ db: tx, clock: { now: () => now } }, providerId);
  }
}

import { categoryIdOf, MOBILE_MINIMUM_PRICE_KURUS, WORK_REGIONS } from '@brifa/contracts';
import { inArray } from 'drizzle-orm';
import {
  providerExpertises,
  providerMatchSettings,
  providerSectors,
  providerTechnologies,
} from '../../modules/agencies/match-settings/match-settings.table.ts';
import { portfolioItems } from '../../modules/agencies/portfolio/portfolio.table.ts';
import { refreshMatchProfiles } from '../../modules/briefs/matching/match-profiles.ts';
import { subscriptions } from '../../modules/ledger/subscriptions/subscriptions.table.ts';
import { grantGift } from '../../modules/ledger/wallet/wallet.repo.ts';
import type { TDb } from '../../platform/db.ts';
import { expertises, sectors, technologies } from '../schema.ts';
import type { TDemoPlanAgency } from './demo.ts';
import { DEMO_CLIENTS } from './demo-clients.ts';

/** Every demo agency starts with this gift in its wallet, enough for a few project views. */
const DEMO_GIFT_KURUS = 1500_00;
const PORTFOLIO_WORKS = 6;
const MOBILE_CATEGORY_ID = categoryIdOf('mobile');
const DAY_MS = 86_400_000;

const BRANDS = DEMO_CLIENTS.map((client) => client.company);

/** The portfolio works of the agency at `index` in the plan, without the database's ids. */
export function planDemoWorks(agency: TDemoPlanAgency, index: number) {
  return Array.from({ length: PORTFOLIO_WORKS }, (_, k) => {
    const service = agency.services[(index + k) % agency.services.length]!;
    const companyName = BRANDS[(index * 7 + k) % BRANDS.length]!;
    return {
      title: `${service.name} — ${companyName}`,
      companyName,
      categoryId: service.categoryId,
      detail: `${service.description ?? ''} Proje ${4 + ((index + k) % 9)} haftada tamamlandı; ölçülebilir hedefler ilk aydan raporlandı.`,
      tags: (service.skills ?? []).slice(0, 3),
    };
  });
}

/**
 * What makes the demo agencies matchable: portfolio works, match settings, technologies, best expertises
 * and sectors, a wallet gift and, for every third agency, a category subscription; then their matching
 * index rows. Deterministic, so every install matches the same way.
 */
export async function seedDemoMatching(
  tx: TDb,
  agencies: readonly TDemoPlanAgency[],
  providerIds: ReadonlyMap<string, number>,
  now: Date,
) {
  const categoryIds = [...new Set(agencies.flatMap((agency) => agency.services.map((s) => s.categoryId)))];
  const [expertiseRows, sectorRows, technologyRows] = await Promise.all([
    tx.select().from(expertises).where(inArray(expertises.categoryId, categoryIds)),
    tx.select({ id: sectors.id }).from(sectors),
    tx.select({ id: technologies.id, name: technologies.name }).from(technologies),
  ]);
  const technologyByName = new Map(technologyRows.map((row) => [row.name.toLowerCase(), row.id]));
  const works: (typeof portfolioItems.$inferInsert)[] = [];
  const settings: (typeof providerMatchSettings.$inferInsert)[] = [];
  const techLinks: (typeof providerTechnologies.$inferInsert)[] = [];
  const expertiseLinks: (typeof providerExpertises.$inferInsert)[] = [];
  const sectorLinks: (typeof providerSectors.$inferInsert)[] = [];
  const subscribed: (typeof subscriptions.$inferInsert)[] = [];

  agencies.forEach((agency, index) => {
    const providerId = providerIds.get(agency.provider.slug)!;
    const offered = [...new Set(agency.services.map((service) => service.categoryId))];
    for (const [k, work] of planDemoWorks(agency, index).entries()) {
      works.push({ ...work, providerId, sectorId: sectorRows[(index * 3 + k) % sectorRows.length]!.id });
    }
    settings.push({
      providerId,
      workRegions: [...WORK_REGIONS],
      cityPreference: index % 5 === 4 ? 'own_city' : 'all',
      mobileMinPriceTry: offered.includes(MOBILE_CATEGORY_ID) ? (MOBILE_MINIMUM_PRICE_KURUS / 100) * 5 : null,
    });
    const skills = new Set(
      agency.services.flatMap((service) => service.skills ?? []).map((s) => s.toLowerCase()),
    );
    for (const id of new Set([...skills].map((skill) => technologyByName.get(skill)).filter(Boolean))) {
      techLinks.push({ providerId, technologyId: id! });
    }
    for (const categoryId of offered) {
      const inCategory = expertiseRows.filter((row) => row.categoryId === categoryId);
      for (const row of [
        inCategory[index % inCategory.length],
        inCategory[(index + 1) % inCategory.length],
      ]) {
        if (row && !expertiseLinks.some((l) => l.providerId === providerId && l.expertiseId === row.id)) {
          expertiseLinks.push({ providerId, expertiseId: row.id });
        }
      }
    }
    for (const offset of [0, 11]) {
      const sectorId = sectorRows[(index * 5 + offset) % sectorRows.length]!.id;
      if (!sectorLinks.some((l) => l.providerId === providerId && l.sectorId === sectorId)) {
        sectorLinks.push({ providerId, sectorId });
      }
    }
    if (index % 3 === 0) {
      subscribed.push({
        providerId,
        kind: 'category',
        categoryIds: offered.slice(0, 2),
        scope: 'all_turkey',
        startsAt: now,
        endsAt: new Date(now.getTime() + 365 * DAY_MS),
      });
    }
  });

  await tx.insert(portfolioItems).values(works);
  await tx.insert(providerMatchSettings).values(settings);
  if (techLinks.length) await tx.insert(providerTechnologies).values(techLinks);
  if (expertiseLinks.length) await tx.insert(providerExpertises).values(expertiseLinks);
  await tx.insert(providerSectors).values(sectorLinks);
  if (subscribed.length) await tx.insert(subscriptions).values(subscribed);
  for (const providerId of providerIds.values()) {
    await grantGift(tx, {
      providerId,
      amountKurus: DEMO_GIFT_KURUS,
      idempotencyKey: `demo-gift-${providerId}`,
      // no free text: the wallet labels the seed_gift reason in the reader's language (issue 16)
      description: '',
      reason: 'seed_gift',
      now,
    });
  }
  await refreshMatchProfiles(tx, now, [...providerIds.values()]);
}

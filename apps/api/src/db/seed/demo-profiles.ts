import { AUDIENCE_TYPES, GEO_SCOPES } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { portfolioItems } from '../../modules/agencies/portfolio/portfolio.table.ts';
import { refreshProfileLevel } from '../../modules/agencies/profile/profile-level.ts';
import { providerReferences } from '../../modules/agencies/references/references.table.ts';
import { providers } from '../../modules/identity/accounts/providers.table.ts';
import type { TStorage } from '../../platform/adapters/storage/storage.ts';
import type { TDb } from '../../platform/db.ts';
import type { TDemoPlanAgency } from './demo.ts';
import { DEMO_CLIENTS } from './demo-clients.ts';

const COLOURS = ['#364fc7', '#0b7285', '#2b8a3e', '#c2255c', '#e8590c', '#5f3dc4', '#1864ab', '#862e9c'];
/** Every ninth demo agency keeps a thin profile (no images, no references): not listed, like real newcomers. */
const THIN_PROFILE_EVERY = 9;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase('tr');
}

/** A flat coloured image with initials, as a WebP (what an uploaded logo becomes). */
async function placeholderImage(text: string, colour: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700"
      font-size="${Math.round(Math.min(width, height) * 0.4)}" fill="#ffffff">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
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
) {
  for (const [index, agency] of agencies.entries()) {
    const providerId = providerIds.get(agency.provider.slug)!;
    const name = agency.provider.companyNickName;
    const colour = COLOURS[index % COLOURS.length]!;
    const thin = index % THIN_PROFILE_EVERY === THIN_PROFILE_EVERY - 1 || !storage;
    const domainName = agency.provider.slug;
    const profile: Partial<typeof providers.$inferInsert> = {
      socialLinks: {
        linkedin: `https://www.linkedin.com/company/${domainName}`,
        instagram: `https://www.instagram.com/${domainName.replace(/-/g, '')}`,
      },
    };
    let cover: string | null = null;
    if (!thin) {
      const folder = `public/agencies/${providerId}`;
      profile.logoSrc = await storeImage(
        storage,
        `${folder}/logo-demo.webp`,
        await placeholderImage(initials(name), colour, 200, 200),
      );
      profile.bannerSrc = await storeImage(
        storage,
        `${folder}/banner-demo.webp`,
        await placeholderImage(name, colour, 1600, 400),
      );
      cover = await storeImage(
        storage,
        `public/portfolio/${providerId}/work-demo.webp`,
        await placeholderImage(initials(name), colour, 1200, 900),
      );
      const references = [0, 1, 2].map((k) => DEMO_CLIENTS[(index * 3 + k) % DEMO_CLIENTS.length]!.company);
      const logos = await Promise.all(
        references.map(async (company, k) =>
          storeImage(
            storage,
            `public/references/${providerId}/reference-demo-${k}.webp`,
            await placeholderImage(initials(company), COLOURS[(index + k + 3) % COLOURS.length]!, 200, 200),
          ),
        ),
      );
      await tx
        .insert(providerReferences)
        .values(
          logos.map((logoSrc, k) => ({ providerId, logoSrc, companyName: references[k]!, sortOrder: k })),
        );
    }
    await tx.update(providers).set(profile).where(eq(providers.id, providerId));
    const works = await tx.select().from(portfolioItems).where(eq(portfolioItems.providerId, providerId));
    for (const [k, work] of works.entries()) {
      const story = work.detail;
      const start = new Date(Date.UTC(now.getUTCFullYear() - 1 - (k % 3), (index + k) % 12, 1));
      await tx
        .update(portfolioItems)
        .set({
          geoScope: GEO_SCOPES[(index + k) % GEO_SCOPES.length]!,
          audience: AUDIENCE_TYPES[(index + k) % AUDIENCE_TYPES.length]!,
          clientCityId: agency.provider.cityId,
          imageSrcs: cover ? [cover] : [],
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

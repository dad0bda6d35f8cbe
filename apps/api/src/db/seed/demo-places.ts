import { categoryIdOf } from '@brifa/contracts';
import { subscriptions } from '../../modules/ledger/subscriptions/subscriptions.table.ts';
import type { TDb } from '../../platform/db.ts';

const DAY_MS = 86_400_000;
/** The demo agency whose category-top ad fills the mobile category page's sponsored slot (issue 21 item 9). */
export const DEMO_CATEGORY_AD = { slug: 'can-ozkaya-mobil', category: 'mobile' } as const;

/** One live category-top ad (a year, paid earlier), so the category and city pages show their sponsored slot. */
export async function seedDemoPlaces(db: TDb, providerIds: Map<string, number>, now: Date): Promise<void> {
  const providerId = providerIds.get(DEMO_CATEGORY_AD.slug);
  if (!providerId) return;
  await db.insert(subscriptions).values({
    providerId,
    kind: 'advertisement',
    plan: 'category_top',
    adCategoryId: categoryIdOf(DEMO_CATEGORY_AD.category),
    status: 'active',
    startsAt: new Date(now.getTime() - 30 * DAY_MS),
    endsAt: new Date(now.getTime() + 335 * DAY_MS),
    periodMonths: 12,
    createdAt: new Date(now.getTime() - 30 * DAY_MS),
  });
}

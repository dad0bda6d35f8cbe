import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { portfolioItems } from '../portfolio/portfolio.table.ts';
import { products } from './products.table.ts';

export type TProductRow = typeof products.$inferSelect;
export type TProductValues = Partial<Omit<typeof products.$inferInsert, 'id' | 'providerId' | 'createdAt'>>;

const live = (providerId: number) => and(eq(products.providerId, providerId), isNull(products.deletedAt));

export function listProducts(db: TExecutor, providerId: number) {
  return db
    .select()
    .from(products)
    .where(live(providerId))
    .orderBy(desc(products.updatedAt), desc(products.id));
}

export async function findProduct(db: TExecutor, providerId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), live(providerId)));
  return row;
}

export async function insertProduct(db: TExecutor, providerId: number, values: TProductValues, now: Date) {
  const [row] = await db
    .insert(products)
    .values({ ...values, providerId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateProduct(
  db: TExecutor,
  providerId: number,
  id: number,
  values: TProductValues,
  now: Date,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: now })
    .where(and(eq(products.id, id), live(providerId)))
    .returning();
  return row;
}

export async function softDeleteProduct(db: TExecutor, providerId: number, id: number, now: Date) {
  const rows = await db
    .update(products)
    .set({ deletedAt: now })
    .where(and(eq(products.id, id), live(providerId)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The agency's own live works among `ids` (a product links only to those). */
export async function ownWorkIds(
  db: TExecutor,
  providerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(
      and(
        eq(portfolioItems.providerId, providerId),
        isNull(portfolioItems.deletedAt),
        inArray(portfolioItems.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export function workTitles(db: TExecutor, providerId: number) {
  return db
    .select({ Id: portfolioItems.id, Title: portfolioItems.title })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.providerId, providerId), isNull(portfolioItems.deletedAt)))
    .orderBy(desc(portfolioItems.createdAt));
}

/** A published product with its approved agency, for the public detail. */
export async function findPublishedProduct(db: TExecutor, id: number) {
  const [row] = await db
    .select({
      product: products,
      agency: { slug: providers.slug, name: providers.companyNickName, logoSrc: providers.logoSrc },
    })
    .from(products)
    .innerJoin(providers, eq(providers.id, products.providerId))
    .where(
      and(
        eq(products.id, id),
        eq(products.status, 'published'),
        isNull(products.deletedAt),
        eq(providers.isApproved, true),
      ),
    );
  return row;
}

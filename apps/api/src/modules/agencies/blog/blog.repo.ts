import { and, count, desc, eq, isNull, like, or } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { blogPosts } from './blog.table.ts';

export type TBlogPostRow = typeof blogPosts.$inferSelect;
export type TBlogPostValues = Omit<typeof blogPosts.$inferInsert, 'id'>;
export type TBlogAgency = { slug: string; name: string; logoSrc: string | null };

const agencyColumns = { slug: providers.slug, name: providers.companyNickName, logoSrc: providers.logoSrc };
/** What visitors see: posts not removed, of approved agencies that are not suspended. */
const publicPost = and(
  isNull(blogPosts.deletedAt),
  eq(providers.isApproved, true),
  isNull(providers.suspendedAt),
);

export async function blogSlugsLike(db: TExecutor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertBlogPost(db: TExecutor, values: TBlogPostValues) {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row!;
}

export function ownBlogPosts(db: TExecutor, providerId: number) {
  return db
    .select({ post: blogPosts, agency: agencyColumns })
    .from(blogPosts)
    .innerJoin(providers, eq(providers.id, blogPosts.providerId))
    .where(and(eq(blogPosts.providerId, providerId), isNull(blogPosts.deletedAt)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

export async function findOwnBlogPost(db: TExecutor, providerId: number, id: number) {
  const [row] = await db
    .select({ post: blogPosts, agency: agencyColumns })
    .from(blogPosts)
    .innerJoin(providers, eq(providers.id, blogPosts.providerId))
    .where(and(eq(blogPosts.id, id), eq(blogPosts.providerId, providerId), isNull(blogPosts.deletedAt)));
  return row;
}

export async function updateBlogPost(
  db: TExecutor,
  providerId: number,
  id: number,
  values: Pick<TBlogPostValues, 'title' | 'contentHtml' | 'excerpt' | 'imageSrc' | 'language' | 'updatedAt'>,
) {
  const rows = await db
    .update(blogPosts)
    .set(values)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.providerId, providerId), isNull(blogPosts.deletedAt)))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function softDeleteBlogPost(db: TExecutor, providerId: number, id: number, now: Date) {
  const rows = await db
    .update(blogPosts)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.providerId, providerId), isNull(blogPosts.deletedAt)))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function publicBlogPage(db: TExecutor, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: blogPosts, agency: agencyColumns })
      .from(blogPosts)
      .innerJoin(providers, eq(providers.id, blogPosts.providerId))
      .where(publicPost)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(blogPosts)
      .innerJoin(providers, eq(providers.id, blogPosts.providerId))
      .where(publicPost),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPublicBlogPost(db: TExecutor, slug: string) {
  const [row] = await db
    .select({ post: blogPosts, agency: agencyColumns })
    .from(blogPosts)
    .innerJoin(providers, eq(providers.id, blogPosts.providerId))
    .where(and(eq(blogPosts.slug, slug), publicPost));
  return row;
}

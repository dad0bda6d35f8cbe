import type { TMessageSide } from '@brifa/contracts';
import { and, count, desc, eq, gt, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../platform/db.ts';
import { matchedProviders } from '../briefs/matching/matching.table.ts';
import { offers } from '../briefs/offers/offers.table.ts';
import { categories } from '../catalogue/catalogue.table.ts';
import { providerMembers, providers } from '../identity/accounts/providers.table.ts';
import { users } from '../identity/users/users.table.ts';
import { conversationReads, conversations, messageDetails } from './messaging.table.ts';

export type TConversationRow = typeof conversations.$inferSelect;
export type TMessageDetailRow = typeof messageDetails.$inferSelect;

/** Who is asking: a client (its own briefs) or a team user of an agency (the agency's conversations). */
export type TViewer = { userId: number; side: TMessageSide; providerId: number | null };

export function viewerOwns(viewer: TViewer): SQL {
  return viewer.side === 'client'
    ? eq(conversations.clientUserId, viewer.userId)
    : eq(conversations.providerId, viewer.providerId ?? -1);
}

export async function findMatchForConversation(db: TExecutor, matchId: number) {
  const rows = await db
    .select({ match: matchedProviders, clientUserId: offers.userId, offerDeletedAt: offers.deletedAt })
    .from(matchedProviders)
    .innerJoin(offers, eq(offers.id, matchedProviders.offerId))
    .where(eq(matchedProviders.id, matchId))
    .limit(1);
  return rows[0];
}

/** The conversation of a match, created the first time either side opens it. */
export async function upsertConversation(
  db: TExecutor,
  values: { matchId: number; offerId: number; providerId: number; clientUserId: number; now: Date },
): Promise<TConversationRow> {
  await db
    .insert(conversations)
    .values({ ...values, createdAt: values.now })
    .onConflictDoNothing({ target: conversations.matchId });
  const rows = await db.select().from(conversations).where(eq(conversations.matchId, values.matchId));
  return rows[0]!;
}

export async function findConversation(db: TExecutor, viewer: TViewer, id: number) {
  const rows = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), viewerOwns(viewer)))
    .limit(1);
  return rows[0];
}

const counterpartColumns = {
  conversation: conversations,
  offerKey: offers.key,
  categoryTr: categories.nameTr,
  categoryEn: categories.nameEn,
  companyName: offers.companyName,
  clientName: sql<string>`${users.name} || ' ' || ${users.surname}`,
  clientImage: users.imageSrc,
  agencyName: providers.companyNickName,
  agencyLogo: providers.logoSrc,
};

function unreadFor(viewer: TViewer) {
  return sql<number>`(select count(*)::int from ${messageDetails} d where d.conversation_id = ${conversations.id}
    and d.side <> ${viewer.side}
    and d.id > coalesce((select r.last_read_detail_id from ${conversationReads} r
      where r.conversation_id = ${conversations.id} and r.user_id = ${viewer.userId}), 0))`;
}

/** The viewer's conversations, newest activity first, with the unread count of each. */
export async function listConversations(
  db: TDb,
  viewer: TViewer,
  options: { search?: string | undefined; offerKey?: string | undefined; limit: number; offset: number },
) {
  const filters: SQL[] = [viewerOwns(viewer)];
  if (options.offerKey) filters.push(eq(offers.key, options.offerKey));
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(providers.companyNickName, pattern),
        ilike(offers.companyName, pattern),
        ilike(categories.nameTr, pattern),
        ilike(categories.nameEn, pattern),
        sql`exists (select 1 from ${messageDetails} d where d.conversation_id = ${conversations.id} and d.text ilike ${pattern})`,
      )!,
    );
  }
  const where = and(...filters);
  const base = () =>
    db
      .select({ ...counterpartColumns, unread: unreadFor(viewer) })
      .from(conversations)
      .innerJoin(offers, eq(offers.id, conversations.offerId))
      .innerJoin(categories, eq(categories.id, offers.categoryId))
      .innerJoin(users, eq(users.id, conversations.clientUserId))
      .innerJoin(providers, eq(providers.id, conversations.providerId));
  const [items, total] = await Promise.all([
    base()
      .where(where)
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: count() })
      .from(conversations)
      .innerJoin(offers, eq(offers.id, conversations.offerId))
      .innerJoin(categories, eq(categories.id, offers.categoryId))
      .innerJoin(providers, eq(providers.id, conversations.providerId))
      .where(where),
  ]);
  return { items, total: total[0]?.total ?? 0 };
}

export async function findConversationView(db: TDb, viewer: TViewer, id: number) {
  const rows = await db
    .select({ ...counterpartColumns, unread: unreadFor(viewer) })
    .from(conversations)
    .innerJoin(offers, eq(offers.id, conversations.offerId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(users, eq(users.id, conversations.clientUserId))
    .innerJoin(providers, eq(providers.id, conversations.providerId))
    .where(and(eq(conversations.id, id), viewerOwns(viewer)))
    .limit(1);
  return rows[0];
}

export type TConversationViewRow = NonNullable<Awaited<ReturnType<typeof findConversationView>>>;

/** Messages the person sent since then (the sending pace limit). */
export async function countSentSince(db: TDb, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(messageDetails)
    .where(and(eq(messageDetails.senderUserId, userId), gt(messageDetails.createdAt, since)));
  return rows[0]?.total ?? 0;
}

/** Newest first. */
export async function listDetails(
  db: TDb,
  conversationId: number,
  options: { limit: number; offset: number },
) {
  const where = eq(messageDetails.conversationId, conversationId);
  const [items, total] = await Promise.all([
    db
      .select({ detail: messageDetails, senderName: sql<string>`${users.name} || ' ' || ${users.surname}` })
      .from(messageDetails)
      .innerJoin(users, eq(users.id, messageDetails.senderUserId))
      .where(where)
      .orderBy(desc(messageDetails.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(messageDetails).where(where),
  ]);
  return { items, total: total[0]?.total ?? 0 };
}

export async function findDetail(db: TExecutor, conversationId: number, detailId: number) {
  const rows = await db
    .select({ detail: messageDetails, senderName: sql<string>`${users.name} || ' ' || ${users.surname}` })
    .from(messageDetails)
    .innerJoin(users, eq(users.id, messageDetails.senderUserId))
    .where(and(eq(messageDetails.id, detailId), eq(messageDetails.conversationId, conversationId)))
    .limit(1);
  return rows[0];
}

export async function insertDetail(db: TExecutor, values: typeof messageDetails.$inferInsert) {
  const [row] = await db.insert(messageDetails).values(values).returning();
  await db
    .update(conversations)
    .set({
      lastDetailId: row!.id,
      lastMessageAt: row!.createdAt,
      lastMessagePreview: (row!.text || row!.fileName || '').slice(0, 160),
    })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

/** The furthest message the other side has read (any of its people). */
export async function otherSideReadUpTo(
  db: TDb,
  conversationId: number,
  side: TMessageSide,
): Promise<number> {
  const rows = await db
    .select({ upTo: sql<number>`coalesce(max(${conversationReads.lastReadDetailId}), 0)` })
    .from(conversationReads)
    .where(and(eq(conversationReads.conversationId, conversationId), ne(conversationReads.side, side)));
  return Number(rows[0]?.upTo ?? 0);
}

/** Moves the viewer's read mark forward (never back). Answers true when it moved. */
export async function markRead(
  db: TExecutor,
  viewer: TViewer,
  conversationId: number,
  upToDetailId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(conversationReads)
    .values({
      conversationId,
      userId: viewer.userId,
      side: viewer.side,
      lastReadDetailId: upToDetailId,
      readAt: now,
    })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadDetailId: upToDetailId, readAt: now },
      setWhere: lt(conversationReads.lastReadDetailId, upToDetailId),
    })
    .returning({ id: conversationReads.conversationId });
  return rows.length > 0;
}

/** Unread messages of the viewer across its conversations (the session's MessageCount). */
export async function unreadMessageCount(db: TExecutor, viewer: TViewer): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(messageDetails)
    .innerJoin(conversations, eq(conversations.id, messageDetails.conversationId))
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, conversations.id),
        eq(conversationReads.userId, viewer.userId),
      ),
    )
    .where(
      and(
        viewerOwns(viewer),
        ne(messageDetails.side, viewer.side),
        gt(messageDetails.id, sql`coalesce(${conversationReads.lastReadDetailId}, 0)`),
      ),
    );
  return rows[0]?.total ?? 0;
}

/** Everyone on the conversation: the client and every team user of the agency. */
export async function participantsOf(
  db: TExecutor,
  conversation: Pick<TConversationRow, 'clientUserId' | 'providerId'>,
) {
  const members = await db
    .select({ userId: providerMembers.userId })
    .from(providerMembers)
    .where(eq(providerMembers.providerId, conversation.providerId));
  return { clientUserId: conversation.clientUserId, providerUserIds: members.map((m) => m.userId) };
}

export async function conversationsOfMatches(db: TExecutor, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({ id: conversations.id, matchId: conversations.matchId })
    .from(conversations)
    .where(inArray(conversations.matchId, matchIds));
}

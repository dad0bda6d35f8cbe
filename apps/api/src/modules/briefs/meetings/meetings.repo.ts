import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { categories } from '../../catalogue/catalogue.table.ts';
import { providerMembers, providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';
import { meetings, type TMeetingRow } from './meetings.table.ts';

/** A match with what a meeting's texts name: the brief's category (its title), the client, the agency. */
export async function findMeetingMatch(db: TExecutor, matchId: number) {
  const [row] = await db
    .select({
      matchId: matchedProviders.id,
      providerId: matchedProviders.providerId,
      accessAt: matchedProviders.accessAt,
      offerId: offers.id,
      offerKey: offers.key,
      offerDeletedAt: offers.deletedAt,
      clientUserId: offers.userId,
      companyName: offers.companyName,
      categoryId: offers.categoryId,
      categoryTr: categories.nameTr,
      categoryEn: categories.nameEn,
      agencyName: providers.companyNickName,
    })
    .from(matchedProviders)
    .innerJoin(offers, eq(offers.id, matchedProviders.offerId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(providers, eq(providers.id, matchedProviders.providerId))
    .where(eq(matchedProviders.id, matchId))
    .limit(1);
  return row;
}
export type TMeetingMatch = NonNullable<Awaited<ReturnType<typeof findMeetingMatch>>>;

/** A person an e-mail goes to. */
export async function findPerson(db: TExecutor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether the user is on the agency's team. */
export async function isTeamMember(db: TExecutor, providerId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: providerMembers.userId })
    .from(providerMembers)
    .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function listMatchMeetings(db: TExecutor, matchId: number): Promise<TMeetingRow[]> {
  return db.select().from(meetings).where(eq(meetings.matchId, matchId)).orderBy(desc(meetings.id)).limit(20);
}

export async function findMeeting(db: TExecutor, id: number): Promise<TMeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id)).limit(1);
  return row;
}

/** Locks the match's meetings while one is proposed, so two proposals at once cannot both be open. */
export async function lockMatchMeetings(db: TExecutor, matchId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('meetings'), ${matchId}::int)`);
}

/** An open proposal, or a set meeting still ahead. */
export async function findOpenMeeting(db: TExecutor, matchId: number, now: Date) {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.matchId, matchId),
        or(eq(meetings.status, 'proposed'), and(eq(meetings.status, 'set'), gt(meetings.startsAt, now))),
      ),
    )
    .limit(1);
  return row;
}

export async function insertMeeting(
  db: TExecutor,
  values: Pick<
    TMeetingRow,
    'matchId' | 'side' | 'proposedByUserId' | 'slots' | 'note' | 'minutes' | 'createdAt'
  >,
): Promise<TMeetingRow> {
  const [row] = await db
    .insert(meetings)
    .values({ ...values, status: 'proposed' })
    .returning();
  return row!;
}

/** Sets a proposal at one of its times; answers nothing when it was no longer open (a concurrent answer). */
export async function setMeeting(
  db: TExecutor,
  id: number,
  values: { startsAt: Date; acceptedByUserId: number; now: Date },
): Promise<TMeetingRow | undefined> {
  const [row] = await db
    .update(meetings)
    .set({
      status: 'set',
      startsAt: values.startsAt,
      acceptedByUserId: values.acceptedByUserId,
      setAt: values.now,
    })
    .where(and(eq(meetings.id, id), eq(meetings.status, 'proposed')))
    .returning();
  return row;
}

export async function cancelMeeting(
  db: TExecutor,
  id: number,
  values: { userId: number; now: Date },
): Promise<TMeetingRow | undefined> {
  const [row] = await db
    .update(meetings)
    .set({ status: 'cancelled', cancelledByUserId: values.userId, cancelledAt: values.now })
    .where(and(eq(meetings.id, id), inArray(meetings.status, ['proposed', 'set'])))
    .returning();
  return row;
}

/** Set meetings starting within the reminder window and not reminded yet, claimed (marked) in one statement. */
export async function claimDueReminders(db: TExecutor, now: Date, beforeMs: number): Promise<TMeetingRow[]> {
  return db
    .update(meetings)
    .set({ remindedAt: now })
    .where(
      and(
        eq(meetings.status, 'set'),
        isNull(meetings.remindedAt),
        gt(meetings.startsAt, now),
        lte(meetings.startsAt, new Date(now.getTime() + beforeMs)),
      ),
    )
    .returning();
}

/** Set meetings whose end has passed and that were not yet counted as done, claimed in one statement. */
export async function claimFinishedMeetings(db: TExecutor, now: Date): Promise<TMeetingRow[]> {
  return db
    .update(meetings)
    .set({ doneAt: now })
    .where(
      and(
        eq(meetings.status, 'set'),
        isNull(meetings.doneAt),
        lte(sql`${meetings.startsAt} + make_interval(mins => ${meetings.minutes})`, now),
      ),
    )
    .returning();
}

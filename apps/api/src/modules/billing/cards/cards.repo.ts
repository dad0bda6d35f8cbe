import { and, asc, eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { creditCards } from './cards.table.ts';

export type TCreditCardRow = typeof creditCards.$inferSelect;

export async function listCards(db: TExecutor, userId: number): Promise<TCreditCardRow[]> {
  return db.select().from(creditCards).where(eq(creditCards.userId, userId)).orderBy(asc(creditCards.id));
}

export async function findCard(
  db: TExecutor,
  userId: number,
  id: number,
): Promise<TCreditCardRow | undefined> {
  const [row] = await db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, userId), eq(creditCards.id, id)))
    .limit(1);
  return row;
}

/** A saved card by its id alone (the renewal job charges the card a subscription names). */
export async function findCardById(db: TExecutor, id: number): Promise<TCreditCardRow | undefined> {
  const [row] = await db.select().from(creditCards).where(eq(creditCards.id, id)).limit(1);
  return row;
}

export async function insertCard(db: TExecutor, values: typeof creditCards.$inferInsert) {
  const [row] = await db.insert(creditCards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteCardRow(db: TDb, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(creditCards)
    .where(and(eq(creditCards.userId, userId), eq(creditCards.id, id)))
    .returning({ id: creditCards.id });
  return rows.length > 0;
}

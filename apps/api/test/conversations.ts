import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { matchedProviders } from '../src/modules/briefs/matching/matching.table.ts';
import { providerMembers, providers } from '../src/modules/identity/accounts/providers.table.ts';
import type { TDb } from '../src/platform/db.ts';
import { bearer, signUp } from './accounts.ts';
import { agencyAccount, createBrief, matchAgency } from './briefs.ts';

/** Gives a matched agency access to the brief, as paying the viewing fee would. */
export async function grantTestAccess(db: TDb, matchId: number, at: Date) {
  await db
    .update(matchedProviders)
    .set({ accessAt: at, accessSource: 'subscription' })
    .where(eq(matchedProviders.id, matchId));
}

/** A second person on the agency's team (a signed-up agency user moved onto the agency). */
export async function teamMember(app: FastifyInstance, db: TDb, providerId: number) {
  const account = await signUp(app, db, { kind: 'agency' });
  const [own] = await db.select().from(providerMembers).where(eq(providerMembers.userId, account.userId));
  await db
    .update(providerMembers)
    .set({ providerId, role: 'member' })
    .where(eq(providerMembers.userId, account.userId));
  await db.delete(providers).where(eq(providers.id, own!.providerId));
  return account;
}

/**
 * A client's brief matched to an agency (with a second team user) that has access, plus an agency and a
 * client that have nothing to do with it.
 */
export async function conversationParties(app: FastifyInstance, db: TDb, now: Date) {
  const client = await signUp(app, db);
  const offer = await createBrief(app, client.token);
  const agency = await agencyAccount(app, db);
  const member = await teamMember(app, db, agency.providerId);
  const match = await matchAgency(db, offer.Id, agency.providerId, { at: now });
  const outsiderAgency = await agencyAccount(app, db);
  const outsiderClient = await signUp(app, db);
  return { client, offer, agency, member, match, outsiderAgency, outsiderClient };
}

export async function openConversation(app: FastifyInstance, token: string, matchId: number) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/Message',
    headers: bearer(token),
    payload: { MatchedProviderId: matchId },
  });
}

export async function sendText(app: FastifyInstance, token: string, messageId: number, text: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/MessageDetail',
    headers: bearer(token),
    payload: { MessageId: messageId, Text: text },
  });
}

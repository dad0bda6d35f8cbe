import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import type { TAuthPluginOptions } from '../../../platform/plugins/auth.ts';
import { findLiveSession } from './auth.repo.ts';
import { appSecrets } from './auth.table.ts';

const SECRET_KEY = 'auth_secret';

/**
 * The key that signs session tokens: AUTH_SECRET, or one generated once and kept in the database so that
 * every API process (and every restart) agrees on it.
 */
export async function loadSigningSecret(db: TDb, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(sql`${appSecrets.key} = ${SECRET_KEY}`);
  return new TextEncoder().encode(rows[0]!.value);
}

/** The platform's auth plugin asks identity for the signing key and whether a token's session still stands. */
export function authPluginOptions(config: { AUTH_SECRET?: string | undefined }): TAuthPluginOptions {
  return {
    loadSecret: (db) => loadSigningSecret(db, config.AUTH_SECRET),
    isSessionLive: async (db, claims, now) =>
      (await findLiveSession(db, claims.sessionId, claims.userId, now)) !== undefined,
  };
}

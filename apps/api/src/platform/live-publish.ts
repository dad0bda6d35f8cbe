import type { TLiveEvent } from '@brifa/contracts';
import type { TExecutor } from './db.ts';
import { PG_CHANNELS, pgNotify } from './pg-listener.ts';

/** What travels on the brifa_live channel: who should hear it, and what. */
export type TLivePayload = { users: number[]; event: TLiveEvent; data?: unknown };

/** PostgreSQL refuses notification payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Tells every API process (through PostgreSQL NOTIFY, sent on commit of the caller's transaction) to push an
 * event to these users' open connections. An event too big for a notification travels without its data, and
 * the screens refetch.
 */
export async function publishLive(db: TExecutor, payload: TLivePayload): Promise<void> {
  if (payload.users.length === 0) return;
  const users = [...new Set(payload.users)];
  let text = JSON.stringify({ ...payload, users });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
    text = JSON.stringify({ users, event: payload.event, data: null });
  await pgNotify(db, PG_CHANNELS.live, text);
}

/** These users' unread counters changed: their connections get fresh MessageCount and NotifyCount. */
export async function publishCounts(db: TExecutor, users: number[]): Promise<void> {
  await publishLive(db, { users, event: 'counts' });
}

import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TDatabase, TExecutor } from './db.ts';
import { pgliteOf, poolOf } from './db.ts';

/** PostgreSQL channels the API processes talk on. */
export const PG_CHANNELS = { live: 'brifa_live', outbox: 'brifa_outbox' } as const;
export type TPgChannel = (typeof PG_CHANNELS)[keyof typeof PG_CHANNELS];

/**
 * Sends a notification on a channel. Inside a transaction PostgreSQL delivers it only on commit, so listeners
 * never hear of a change that was rolled back.
 */
export async function pgNotify(db: TExecutor, channel: TPgChannel, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export type TPgListener = {
  on(channel: TPgChannel, handler: (payload: string) => void): void;
  close(): Promise<void>;
};

/**
 * LISTEN for every process on one PostgreSQL server (a dedicated connection, reconnected when it drops), or on
 * the embedded PGlite database of this process.
 */
export async function createPgListener(
  database: TDatabase,
  log: { error(obj: unknown, msg: string): void },
): Promise<TPgListener> {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const dispatch = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log.error(error, `listener of ${channel} failed`);
      }
    }
  };
  const channels = Object.values(PG_CHANNELS);

  const pglite = pgliteOf(database);
  if (pglite) {
    const stops = await Promise.all(
      channels.map((channel) => pglite.listen(channel, (payload) => dispatch(channel, payload))),
    );
    return {
      on: (channel, handler) => void handlers.set(channel, (handlers.get(channel) ?? new Set()).add(handler)),
      close: async () => {
        await Promise.all(stops.map((stop) => stop().catch(() => {})));
      },
    };
  }

  const pool = poolOf(database)!;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      log.error(error, 'live listener connection lost; reconnecting');
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
    client = next;
    // Whatever was sent while the connection was down is picked up by the outbox's poll and the clients' refetch.
    for (const channel of channels) dispatch(channel, '');
  };
  await connect();
  return {
    on: (channel, handler) => void handlers.set(channel, (handlers.get(channel) ?? new Set()).add(handler)),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

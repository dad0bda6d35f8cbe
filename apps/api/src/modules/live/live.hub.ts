import type { TLiveCounts, TLiveEvent } from '@brifa/contracts';
import type { TDb } from '../../platform/db.ts';
import type { TLivePayload } from '../../platform/live-publish.ts';
import { type TViewer, unreadMessageCount } from '../messaging/messaging.service.ts';
import { unreadNotificationCount } from '../notifications/notifications.service.ts';

export type TLiveConnection = {
  viewer: TViewer;
  send(event: TLiveEvent | 'ready', data: unknown): void;
  end(): void;
};

export type TLiveHub = {
  add(connection: TLiveConnection): void;
  remove(connection: TLiveConnection): void;
  /** A payload heard on the brifa_live channel. */
  dispatch(text: string): void;
  countsOf(viewer: TViewer): Promise<TLiveCounts>;
  size(): number;
  closeAll(): void;
};

/** The open live connections of this process, by user; events reach only users connected here. */
export function createLiveHub(db: TDb, log: { error(obj: unknown, msg: string): void }): TLiveHub {
  const byUser = new Map<number, Set<TLiveConnection>>();
  const countsOf = async (viewer: TViewer): Promise<TLiveCounts> => ({
    MessageCount: await unreadMessageCount(db, viewer),
    NotifyCount: await unreadNotificationCount(db, viewer.userId),
  });

  async function deliver(payload: TLivePayload) {
    for (const userId of payload.users) {
      const connections = byUser.get(userId);
      if (!connections || connections.size === 0) continue;
      if (payload.event === 'counts') {
        const first = connections.values().next().value!;
        const counts = await countsOf(first.viewer);
        for (const connection of connections) connection.send('counts', counts);
        continue;
      }
      for (const connection of connections) {
        const data =
          payload.event === 'message' && payload.data
            ? {
                ...(payload.data as object),
                IsMine: (payload.data as { Side: string }).Side === connection.viewer.side,
              }
            : payload.data;
        connection.send(payload.event, data);
      }
    }
  }

  return {
    add(connection) {
      const set = byUser.get(connection.viewer.userId) ?? new Set();
      set.add(connection);
      byUser.set(connection.viewer.userId, set);
    },
    remove(connection) {
      const set = byUser.get(connection.viewer.userId);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(connection.viewer.userId);
    },
    dispatch(text) {
      if (!text) return;
      let payload: TLivePayload;
      try {
        payload = JSON.parse(text) as TLivePayload;
      } catch {
        return;
      }
      deliver(payload).catch((error) => log.error(error, 'live event delivery failed'));
    },
    countsOf,
    size: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
    closeAll() {
      for (const set of byUser.values()) for (const connection of set) connection.end();
      byUser.clear();
    },
  };
}

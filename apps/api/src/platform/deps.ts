import type { FastifyInstance } from 'fastify';
import type { TAdapters } from './adapters/index.ts';
import type { TClock } from './clock.ts';
import type { TConfig } from './config.ts';
import type { TDb } from './db.ts';
import type { TEventBus } from './events.ts';

/** What services need, passed as one object so that use cases stay plain functions. */
export type TDeps = {
  db: TDb;
  clock: TClock;
  adapters: TAdapters;
  config: TConfig;
  secret: Uint8Array;
  events: TEventBus;
};

export function depsOf(app: FastifyInstance): TDeps {
  const { database, clock, adapters, config, events } = app.deps;
  return { db: database.db, clock, adapters, config, secret: app.authSecret, events };
}

/** The web app's address for links in e-mails and SMS. */
export function publicUrl(config: TConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

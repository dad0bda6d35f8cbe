import { createDomainEvents } from './domain-events.ts';
import { loadSigningSecret } from './modules/identity/auth/signing-secret.ts';
import { createAdapters } from './platform/adapters/index.ts';
import { systemClock, type TClock } from './platform/clock.ts';
import type { TConfig } from './platform/config.ts';
import type { TDatabase } from './platform/db.ts';
import type { TDeps } from './platform/deps.ts';

/**
 * What services need when they run outside the HTTP server (operator commands, benchmarks): the same
 * adapters, domain events and signing key the API uses, so a use case behaves the same from either.
 */
export async function standaloneDeps(
  config: TConfig,
  database: TDatabase,
  clock: TClock = systemClock,
): Promise<TDeps> {
  return {
    db: database.db,
    clock,
    config,
    adapters: createAdapters(config, clock),
    events: createDomainEvents(),
    secret: await loadSigningSecret(database.db, config.AUTH_SECRET),
  };
}

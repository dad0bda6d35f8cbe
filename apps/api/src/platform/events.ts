import type { TDeps } from './deps.ts';

/**
 * The product's domain events by name. The platform names none: each module declares what it emits by
 * augmenting this interface in its `<module>.events.ts` (`declare module '.../platform/events.ts'`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules
export interface TDomainEvents {}

export type TEventName = keyof TDomainEvents;
export type TEventHandler<K extends TEventName> = (deps: TDeps, event: TDomainEvents[K]) => Promise<void>;

/**
 * How a module tells the modules above it what happened without importing them. Handlers run in the
 * emitter's transaction (deps.db is the transaction), in the order they subscribed, so a notice, a funnel
 * event or an index row exists exactly when its change does, and a failing handler rolls the change back.
 */
export type TEventBus = {
  on<K extends TEventName>(name: K, handler: TEventHandler<K>): void;
  emit<K extends TEventName>(deps: TDeps, name: K, event: TDomainEvents[K]): Promise<void>;
};

export function createEventBus(): TEventBus {
  const handlers = new Map<TEventName, TEventHandler<never>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as TEventHandler<never>]);
    },
    async emit(deps, name, event) {
      for (const handler of handlers.get(name) ?? []) {
        await (handler as TEventHandler<typeof name>)(deps, event);
      }
    },
  };
}

/** Emits through the bus the deps carry: `await emit(deps, 'brief.matched', {...})`. */
export function emit<K extends TEventName>(deps: TDeps, name: K, event: TDomainEvents[K]): Promise<void> {
  return deps.events.emit(deps, name, event);
}

declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /**
     * A message exhausted its retries (OUTBOX_MAX_ATTEMPTS) and is dead; emitted by the outbox worker in the
     * transaction that marks it. `providerId`: an agency's own chat channel (its failures are shown to it).
     */
    'outbox.dead': {
      message: {
        id: number;
        channel: string;
        template: string;
        to: string;
        lastError: string;
        providerId: number | null;
      };
    };
  }
}

export {};

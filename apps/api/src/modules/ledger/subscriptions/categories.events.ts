declare module '../../../platform/events.ts' {
  interface TDomainEvents {
    /**
     * An agency's category subscriptions changed (chosen with a package, expired): the matching index's
     * `subscribed_until` follows (issue 19).
     */
    'ledger.category_subscriptions_changed': { providerId: number };
  }
}

export {};

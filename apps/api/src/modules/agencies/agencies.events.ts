declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /**
     * Something an agency shows or matches by changed (profile, services, portfolio, references, comments,
     * products, reviews, match settings); its profile level is already recomputed.
     */
    'agency.changed': { providerId: number };
  }
}

export {};

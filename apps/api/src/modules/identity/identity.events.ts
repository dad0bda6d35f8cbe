declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /**
     * An operator suspended or reinstated an account (issue 17): the agency (all its team) or the client is
     * told why. `reason` is the operator's text, written to the account itself.
     */
    'account.suspension_changed': {
      subject: { providerId: number } | { userId: number };
      suspended: boolean;
      reason: string;
    };
  }
}

export {};

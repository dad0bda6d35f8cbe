declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /** Issue 21: the bureau has not answered a credit report in time; the console opens a `credit_report_late` item. */
    'growth.credit_report_late': { report: { id: number; userId: number; requestedAt: Date } };
    /** Issue 21: an agency's badge link was confirmed and its one-time credit given; the operators hear of it. */
    'growth.backlink_rewarded': {
      providerId: number;
      agencyName: string;
      pageUrl: string;
      amountKurus: number;
    };
  }
}

export {};

import type { TBriefRef, TMatchRef } from '../briefs.events.ts';

/** An agreement as its events carry it (issue 20). */
export type TAgreementRef = {
  id: number;
  offer: TBriefRef & { createdAt: Date };
  match: TMatchRef;
  /** The deal's amount in kuruş: per month for a monthly deal. */
  amountKurus: number;
  period: 'one_off' | 'monthly';
  /** Months of a monthly deal; null for a one-off deal. */
  months: number | null;
};

declare module '../../../platform/events.ts' {
  interface TDomainEvents {
    /** The client confirmed the agreement's amount and period (or an operator did for it). */
    'agreement.confirmed': { agreement: TAgreementRef; confirmedAt: Date };
  }
}

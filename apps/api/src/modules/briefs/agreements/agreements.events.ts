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

/** The agency's side of an agreement, as the notices and the console need it. */
export type TAgreementNoticeRef = {
  id: number;
  offerId: number;
  offerKey: string;
  matchId: number;
  providerId: number;
  clientUserId: number;
};

declare module '../../../platform/events.ts' {
  interface TDomainEvents {
    /** The agency sent the amount and documents: the client is asked to confirm the amount. */
    'agreement.documents_sent': { agreement: TAgreementNoticeRef; amountKurus: number };
    /** A risk signal (or a shortfall) needs an operator: the console opens an "agreement check" item. */
    'agreement.review_needed': {
      agreement: TAgreementNoticeRef;
      /** review: risk signals before release; shortfall: a take-back the balance could not cover. */
      kind: 'review' | 'shortfall';
      title: string;
    };
    /** The pending won refund was posted to the agency's wallet. */
    'agreement.refund_released': { agreement: TAgreementNoticeRef; releasedKurus: number };
    /** Either side (or an operator's rejection) ended the agreement; a refund taken back, if any. */
    'agreement.ended': {
      agreement: TAgreementNoticeRef;
      by: 'client' | 'provider' | 'operator';
      reason: string;
      takenBackKurus: number;
      shortfallKurus: number;
    };
    /**
     * What the public timeline shows of the agreement changed: both sides now agree to be named, or no longer
     * (a consent withdrawn, or a named agreement ended). The public pages' cache forgets its pages.
     */
    'agreement.timeline_changed': { agreement: TAgreementNoticeRef };
  }
}

import type { TOfferRow } from './offers/offers.table.ts';

/** A brief as its events carry it. */
export type TBriefRef = Pick<TOfferRow, 'id' | 'key' | 'userId' | 'categoryId' | 'companyName'>;
/** One agency's match with a brief. */
export type TMatchRef = { id: number; providerId: number };

declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /** A client submitted a brief (before its first matching). */
    'brief.submitted': { offer: TBriefRef; briefScore: number };
    /** Agencies were matched with a brief: the first matching, replacements and extra matches. */
    'brief.matched': { offer: TBriefRef; matches: TMatchRef[] };
    /** The client paused or closed its brief. */
    'brief.paused_or_closed': { offer: TBriefRef; state: 'stopped' | 'closed' };
    /**
     * The client marked the agency it agreed with; its agreement is opened and the winner's refund held as
     * pending until the agreement is verified (issue 20).
     */
    'brief.agreed': { offer: TBriefRef; winner: TMatchRef; pendingRefundKurus: number; agreementId: number };
    /** The client turned an agency down after it paid for access, and its fee came back. */
    'match.dismissed_refunded': { match: TMatchRef; refundedKurus: number };
    /** An operator found the brief invalid (issue 17) and the agency's fee came back (once per match). */
    'match.invalid_refunded': { match: TMatchRef; refundedKurus: number };
    /** An agency paid for access to a brief. */
    'match.access_paid': { offer: TBriefRef; match: TMatchRef };
    /**
     * The agency (with access) answered "we agreed" on a brief still open: the client is asked to confirm it with
     * the won mark or to say no (issue 20). Once per match: a declined report is never asked again.
     */
    'match.agreement_reported': { offer: TBriefRef; match: TMatchRef };
    /** Issue 20: one side of a match (with access) proposed meeting times to the other. */
    'meeting.proposed': { offer: TBriefRef; match: TMatchRef; by: 'client' | 'provider'; meetingId: number };
    /** Issue 20: the other side accepted one of the times (`by` is who accepted). */
    'meeting.set': {
      offer: TBriefRef;
      match: TMatchRef;
      by: 'client' | 'provider';
      meetingId: number;
      startsAt: Date;
    };
    /** An agency sent its first quote for a brief (later edits emit nothing). */
    'match.quote_sent': { offer: TBriefRef; match: TMatchRef; amountKurus: number };
  }
}

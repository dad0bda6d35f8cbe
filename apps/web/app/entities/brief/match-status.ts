import type { TMatchAgencyState, TMatchStatus } from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';

/**
 * The one status a match's card shows, and what each side may do with it (spec product.md section 4): every
 * screen asks here, so a card never shows two states at once (issue 16). The client's own notes (its mark,
 * the watchlist) and the agency's folders are notes beside the status, not statuses.
 */

/** What a match is, as both sides' cards read it. */
export type TMatchFacts = {
  AgencyState: TMatchAgencyState;
  Status: TMatchStatus;
  HasQuote: boolean;
  HasAccess: boolean;
};

export type TClientMatchStatus =
  | 'won'
  | 'agreed_with_another'
  | 'stopped'
  | 'closed'
  | 'quoted'
  | 'responded'
  | 'waiting';
export type TClientMatchAction = 'message' | 'watchlist' | 'mark' | 'win' | 'compare';

/** The agency side's names are the spec's (product.md section 4): waiting approval, client agreed, agreed
 * with another agency, stopped / cancelled; a match the agency passed on reads as declined. */
export type TAgencyMatchStatus = 'open' | 'won' | 'agreed_with_another' | 'stopped' | 'closed' | 'declined';
export type TAgencyMatchAction = 'unlock' | 'decline' | 'quote' | 'message' | 'feedback';

export type TStatusView<TStatus extends string, TAction extends string> = {
  status: TStatus;
  label: TMessageKey;
  color: string;
  actions: readonly TAction[];
  /** The 24-hour answer countdown belongs to this status (only a match still waiting on an open brief). */
  countdown: boolean;
};

const CLIENT_STATUS: Record<
  TClientMatchStatus,
  Omit<TStatusView<TClientMatchStatus, never>, 'status' | 'actions' | 'countdown'>
> = {
  won: { label: 'brief.status.client.won', color: 'teal' },
  agreed_with_another: { label: 'brief.status.client.agreedWithAnother', color: 'gray' },
  stopped: { label: 'brief.status.client.stopped', color: 'orange' },
  closed: { label: 'brief.status.client.closed', color: 'gray' },
  quoted: { label: 'brief.status.client.quoted', color: 'green' },
  responded: { label: 'brief.status.client.responded', color: 'indigo' },
  waiting: { label: 'brief.status.client.waiting', color: 'blue' },
};

const AGENCY_STATUS: Record<
  TAgencyMatchStatus,
  Omit<TStatusView<TAgencyMatchStatus, never>, 'status' | 'actions' | 'countdown'>
> = {
  open: { label: 'opportunities.state.open', color: 'blue' },
  won: { label: 'opportunities.state.won', color: 'teal' },
  agreed_with_another: { label: 'brief.match.agreedWithAnother', color: 'gray' },
  stopped: { label: 'opportunities.state.stopped', color: 'orange' },
  closed: { label: 'opportunities.state.stopped', color: 'gray' },
  declined: { label: 'brief.status.agency.declined', color: 'gray' },
};

function clientStatusOf(match: TMatchFacts): TClientMatchStatus {
  if (match.AgencyState !== 'open') return match.AgencyState;
  if (match.HasQuote) return 'quoted';
  return match.Status === 'responded' ? 'responded' : 'waiting';
}

/** The client's card: one status and the client's actions on this agency. */
export function clientMatchStatus(match: TMatchFacts): TStatusView<TClientMatchStatus, TClientMatchAction> {
  const status = clientStatusOf(match);
  const message: TClientMatchAction[] = match.HasAccess ? ['message'] : [];
  const compare: TClientMatchAction[] = match.HasQuote ? ['compare'] : [];
  // Marks, the watchlist and "we agreed" belong to a brief still choosing; after the choice only talk is left.
  const actions: TClientMatchAction[] =
    status === 'won' || status === 'agreed_with_another' || status === 'closed'
      ? [...message, ...compare]
      : [...message, ...compare, 'watchlist', 'mark', 'win'];
  return { status, ...CLIENT_STATUS[status], actions, countdown: false };
}

function agencyStatusOf(match: TMatchFacts): TAgencyMatchStatus {
  if (match.AgencyState !== 'open') return match.AgencyState;
  if (match.Status === 'declined' || match.Status === 'expired') return 'declined';
  return 'open';
}

/** The agency's card: one status, its actions, and whether the answer countdown runs. */
export function agencyMatchStatus(match: TMatchFacts): TStatusView<TAgencyMatchStatus, TAgencyMatchAction> {
  const status = agencyStatusOf(match);
  const message: TAgencyMatchAction[] = match.HasAccess ? ['message'] : [];
  // While open: without access the agency unlocks or passes (passing only before it quoted); with it, it quotes.
  const whileOpen: TAgencyMatchAction[] = match.HasAccess
    ? ['quote', 'message', 'feedback']
    : match.HasQuote
      ? ['unlock']
      : ['unlock', 'decline'];
  const byStatus: Record<TAgencyMatchStatus, TAgencyMatchAction[]> = {
    open: whileOpen,
    won: [...message, 'feedback'],
    agreed_with_another: ['feedback'],
    stopped: [...message, 'feedback'],
    closed: [...message, 'feedback'],
    declined: [],
  };
  return {
    status,
    ...AGENCY_STATUS[status],
    actions: byStatus[status],
    // The 24 hours to answer run only while the brief is open and the agency has not answered yet.
    countdown: status === 'open' && match.Status === 'waiting',
  };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.ts';
import { matchedProviders } from '../briefs/matching/matching.table.ts';
import { offers, type TOfferRow } from '../briefs/offers/offers.table.ts';
import {
  agencyNoticeParams,
  agencyWinnerName,
  briefNeedOf,
} from '../briefs/opportunities/opportunities.service.ts';
import { categories } from '../catalogue/catalogue.table.ts';
import { providers } from '../identity/accounts/providers.table.ts';
import { channelsOfProviders } from './channels/channels.repo.ts';
import { notify } from './notices.ts';
import { findAgenciesRecipients } from './notifications.repo.ts';

/**
 * The product's events as notices: who hears of each, what it says and which screen it opens. Called in the
 * transaction of the change, so a notice exists exactly when its change does.
 */

type TOffer = Pick<TOfferRow, 'id' | 'key' | 'userId' | 'categoryId' | 'companyName'>;

/**
 * The project's category in both languages: the notice is read in the language of the screen or of the
 * e-mail, so it never stores one language's name (issue 16: a Turkish category inside an English notice).
 */
async function offerCategoryNames(
  deps: TDeps,
  offer: TOffer,
): Promise<{ CategoryTr?: string; CategoryEn?: string }> {
  const [row] = await deps.db
    .select({ tr: categories.nameTr, en: categories.nameEn })
    .from(categories)
    .where(eq(categories.id, offer.categoryId));
  return row ? { CategoryTr: row.tr, CategoryEn: row.en } : {};
}

async function agencyName(deps: TDeps, providerId: number): Promise<string> {
  const [row] = await deps.db
    .select({ name: providers.companyNickName })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.name ?? '';
}

const providerProjectLink = (offer: TOffer) => `/provider/projects/${offer.key}/detail`;
const clientOffersLink = (offer: TOffer) => `/client/projects/${offer.key}/offers`;

/**
 * New matches: each agency's team hears of its new opportunity, on its chat channels too. A new match has no
 * access yet, so the notice describes the need and never names the client (agency-view.ts).
 */
export async function noticeNewMatches(
  deps: TDeps,
  offer: TOffer,
  matches: { id: number; providerId: number }[],
) {
  // Up to five agencies at once: their teams, choices and channels are read together, not per agency.
  const providerIds = matches.map((match) => match.providerId);
  const [recipients, channels] = [
    await findAgenciesRecipients(deps.db, providerIds),
    await channelsOfProviders(deps.db, providerIds),
  ];
  const need = await briefNeedOf(deps.db, offer.id);
  for (const match of matches) {
    await notify(
      deps,
      {
        kind: 'new_match',
        params: agencyNoticeParams(offer, need, false),
        link: providerProjectLink(offer),
        to: { providerId: match.providerId },
        key: `match:${match.id}`,
        channels: true,
      },
      { agency: recipients.get(match.providerId), channels: channels.get(match.providerId) },
    );
  }
}

/** The client hears of an agency's first quote, or of an agency opening its brief. */
export async function noticeClientOfMatch(
  deps: TDeps,
  kind: 'new_quote' | 'access_paid',
  offer: TOffer,
  match: { id: number; providerId: number },
) {
  await notify(deps, {
    kind,
    params: {
      OfferKey: offer.key,
      ...(await offerCategoryNames(deps, offer)),
      AgencyName: await agencyName(deps, match.providerId),
    },
    link: clientOffersLink(offer),
    to: { userIds: [offer.userId] },
    key: `${kind === 'new_quote' ? 'quote' : 'access'}:${match.id}`,
  });
}

/**
 * Issue 20, to the client: the agency reported "we agreed" (confirm it or say no), or sent the agreement's
 * amount and documents (confirm the amount). The agency has access, so it is named.
 */
export async function noticeClientOfAgreement(
  deps: TDeps,
  kind: 'agreement_reported' | 'agreement_documents_sent',
  input: { offerId: number; match: { id: number; providerId: number }; amountKurus?: number; key: string },
) {
  const [offer] = await deps.db
    .select({
      id: offers.id,
      key: offers.key,
      userId: offers.userId,
      categoryId: offers.categoryId,
      companyName: offers.companyName,
    })
    .from(offers)
    .where(eq(offers.id, input.offerId));
  if (!offer) return;
  await notify(deps, {
    kind,
    params: {
      OfferKey: offer.key,
      ...(await offerCategoryNames(deps, offer)),
      AgencyName: await agencyName(deps, input.match.providerId),
      ...(input.amountKurus === undefined ? {} : { AmountKurus: input.amountKurus }),
    },
    link: clientOffersLink(offer),
    to: { userIds: [offer.userId] },
    key: input.key,
  });
}

/**
 * Issue 20: a meeting proposed to the other side of the match (with an e-mail: nothing else tells it), or
 * accepted (in-app only: the calendar invitation is the e-mail). Both sides have access, so both are named.
 */
export async function noticeMeeting(
  deps: TDeps,
  kind: 'meeting_proposed' | 'meeting_set',
  event: {
    offer: TOffer;
    match: { id: number; providerId: number };
    by: 'client' | 'provider';
    meetingId: number;
    startsAt?: Date;
  },
) {
  const { offer, match, by } = event;
  // The notice goes to the side that did not act: a proposal's addressee, or the proposer of an accepted one.
  const toClient = by === 'provider';
  const at = event.startsAt ? { At: event.startsAt.toISOString() } : {};
  await notify(deps, {
    kind,
    params: {
      OfferKey: offer.key,
      ...(await offerCategoryNames(deps, offer)),
      ...(toClient
        ? { AgencyName: await agencyName(deps, match.providerId) }
        : { ClientName: offer.companyName }),
      ...at,
    },
    link: `/${toClient ? 'client' : 'provider'}/projects/${offer.key}/connection`,
    to: toClient ? { userIds: [offer.userId] } : { providerId: match.providerId },
    key: `${kind}:${event.meetingId}`,
    inAppOnly: kind === 'meeting_set',
  });
}

/**
 * The agencies still in the running (waiting or responded) hear that the client paused, closed or agreed.
 * Those without access hear neither the client's nor the winner's name (agency-view.ts).
 */
export async function noticeOfferState(
  deps: TDeps,
  offer: TOffer,
  state: 'stopped' | 'closed' | 'agreed',
  winner?: { matchId: number; providerId: number; refundedKurus: number },
) {
  const matches = await deps.db
    .select({
      id: matchedProviders.id,
      providerId: matchedProviders.providerId,
      accessAt: matchedProviders.accessAt,
    })
    .from(matchedProviders)
    .where(
      and(eq(matchedProviders.offerId, offer.id), inArray(matchedProviders.status, ['waiting', 'responded'])),
    );
  if (matches.length === 0) return;
  const need = await briefNeedOf(deps.db, offer.id);
  const winnerName = winner ? await agencyName(deps, winner.providerId) : undefined;
  const at = deps.clock.now().getTime();
  for (const match of matches) {
    const hasAccess = match.accessAt !== null;
    const isWinner = winner?.matchId === match.id;
    const agency = isWinner ? undefined : agencyWinnerName(winnerName, hasAccess);
    const won = isWinner
      ? { IsWinner: true, ...(winner.refundedKurus > 0 ? { AmountKurus: winner.refundedKurus } : {}) }
      : {};
    await notify(deps, {
      kind:
        state === 'stopped' ? 'project_stopped' : state === 'closed' ? 'project_closed' : 'project_agreed',
      params: {
        ...agencyNoticeParams(offer, need, hasAccess),
        ...(agency ? { AgencyName: agency } : {}),
        ...won,
      },
      link: providerProjectLink(offer),
      to: { providerId: match.providerId },
      key: `offer-${state}:${offer.id}:${match.id}:${at}`,
    });
  }
}

export async function noticeRefund(
  deps: TDeps,
  match: { id: number; providerId: number },
  amountKurus: number,
  reason: string,
) {
  if (amountKurus <= 0) return;
  await notify(deps, {
    kind: 'refund_granted',
    params: { AmountKurus: amountKurus },
    link: '/premium/wallet-transactions',
    to: { providerId: match.providerId },
    key: `refund:${reason}:${match.id}`,
  });
}

export async function noticeReview(deps: TDeps, review: { id: number; providerId: number; rating: number }) {
  await notify(deps, {
    kind: 'review_received',
    params: { Rating: review.rating },
    link: '/provider/settings/reviews',
    to: { providerId: review.providerId },
    key: `review:${review.id}`,
  });
}

/**
 * An operator suspended or reinstated an account (issue 17): the agency's people or the client hear why,
 * in the app and by e-mail. The text is about their own account and names no one else.
 */
export async function noticeSuspension(
  deps: TDeps,
  event: { subject: { providerId: number } | { userId: number }; suspended: boolean; reason: string },
) {
  const isAgency = 'providerId' in event.subject;
  const at = deps.clock.now().getTime();
  await notify(deps, {
    kind: event.suspended ? 'account_suspended' : 'account_reinstated',
    params: event.suspended
      ? { Reason: event.reason, Side: isAgency ? 'agency' : 'client' }
      : { Side: isAgency ? 'agency' : 'client' },
    link: isAgency ? '/provider/projects' : '/client/my-projects',
    to:
      'providerId' in event.subject
        ? { providerId: event.subject.providerId }
        : { userIds: [event.subject.userId] },
    key: `suspension:${isAgency ? 'p' : 'u'}:${'providerId' in event.subject ? event.subject.providerId : event.subject.userId}:${at}`,
  });
}

/**
 * An operator confirmed or rejected the agency's bank transfer (issue 18): its team hears it in the app and by
 * e-mail, with the amount (and the operator's reason when rejected). Once per request.
 */
export async function noticeBankTransfer(
  deps: TDeps,
  event: {
    transfer: { publicId: string; providerId: number; amountKurus: number };
    outcome: 'confirmed' | 'rejected';
    paid: 'wallet' | 'debt' | null;
    reason: string | null;
  },
) {
  const forDebt = event.paid === 'debt';
  await notify(deps, {
    kind: 'bank_transfer',
    params: {
      AmountKurus: event.transfer.amountKurus,
      Succeeded: event.outcome === 'confirmed',
      ...(forDebt ? { ForDebt: true } : {}),
      ...(event.reason ? { Reason: event.reason } : {}),
    },
    link: forDebt ? '/premium/transactions' : '/premium/wallet-transactions',
    to: { providerId: event.transfer.providerId },
    key: `bank-transfer:${event.transfer.publicId}`,
  });
}

/**
 * A card payment was settled by the bank (issue 18, the spec's `payment_result`): the payer (an agency's whole
 * team for an agency's payment) hears it in the app and by e-mail, with the amount. Once per payment.
 */
export async function noticePaymentResult(
  deps: TDeps,
  event: {
    payment: { publicId: string; payerUserId: number; providerId: number | null; paidPriceKurus: number };
    succeeded: boolean;
  },
) {
  const { payment } = event;
  await notify(deps, {
    kind: 'payment_result',
    params: { AmountKurus: payment.paidPriceKurus, Succeeded: event.succeeded },
    link: payment.providerId ? '/premium/transactions' : '/client/premium/transactions',
    to: payment.providerId ? { providerId: payment.providerId } : { userIds: [payment.payerUserId] },
    key: `payment:${payment.publicId}`,
  });
}

/**
 * An operator refunded a card payment (issue 18): the payer (an agency's whole team for an agency's payment) hears
 * it in the app and by e-mail, with the amount back to the card. Once per payment.
 */
export async function noticePaymentRefunded(
  deps: TDeps,
  event: {
    payment: { publicId: string; payerUserId: number; providerId: number | null; refundedKurus: number };
  },
) {
  const { payment } = event;
  await notify(deps, {
    kind: 'payment_refunded',
    params: { AmountKurus: payment.refundedKurus },
    link: payment.providerId ? '/premium/transactions' : '/client/premium/transactions',
    to: payment.providerId ? { providerId: payment.providerId } : { userIds: [payment.payerUserId] },
    key: `payment-refund:${payment.publicId}`,
  });
}

/**
 * A step of a subscription's renewal (issue 19): the agency's team hears it in the app and by e-mail; a debt's
 * steps link to the page that pays it. Once per subscription, period, step and try.
 */
export async function noticeRenewalStep(
  deps: TDeps,
  event: {
    subscription: { id: number; providerId: number; periodEnd: Date };
    step: 'renewed' | 'failed' | 'retry_failed' | 'stopped' | 'cancelled';
    amountKurus: number;
    attempt: number;
  },
) {
  const { subscription, step } = event;
  const owes = step === 'failed' || step === 'retry_failed' || step === 'stopped';
  await notify(deps, {
    kind: 'subscription_renewal',
    params: { Step: step, AmountKurus: event.amountKurus },
    link: owes ? '/need-subscription-payment' : '/premium/subscription',
    to: { providerId: subscription.providerId },
    key: `renewal:${subscription.id}:${subscription.periodEnd.toISOString()}:${step}:${event.attempt}`,
  });
}

/**
 * The agency asked for a custom service (issue 19 item 8): its team is told in the app (and by e-mail) that the
 * request arrived and when it will hear back (the operators' SLA). Once per request.
 */
export async function noticeCustomService(
  deps: TDeps,
  event: { request: { id: number; providerId: number } },
) {
  await notify(deps, {
    kind: 'custom_service_received',
    params: {},
    link: '/premium/add-ons',
    to: { providerId: event.request.providerId },
    key: `custom-service:${event.request.id}`,
  });
}

/** The earlier model's commission plan opened (issue 20): the agency's team hears the monthly amount and months. */
export async function noticeCommissionPlan(
  deps: TDeps,
  event: { plan: { id: number; providerId: number; offerKey: string; pieceKurus: number; pieces: number } },
) {
  const { plan } = event;
  await notify(deps, {
    kind: 'commission_plan_opened',
    params: { AmountKurus: plan.pieceKurus, Days: plan.pieces, OfferKey: plan.offerKey },
    link: '/premium/comission-pays',
    to: { providerId: plan.providerId },
    key: `commission-plan:${plan.id}`,
  });
}

/** A commission piece is overdue (issue 20): told once (the job marks it), linking the page that pays it. */
export async function noticeCommissionOverdue(
  deps: TDeps,
  event: { piece: { id: number; providerId: number; amountKurus: number } },
) {
  await notify(deps, {
    kind: 'commission_overdue',
    params: { AmountKurus: event.piece.amountKurus },
    link: '/need-to-pay',
    to: { providerId: event.piece.providerId },
    key: `commission-overdue:${event.piece.id}`,
  });
}

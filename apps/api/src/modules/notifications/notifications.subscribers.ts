import '../billing/billing.events.ts';
import '../ledger/ledger.events.ts';
import '../briefs/briefs.events.ts';
import '../briefs/agreements/agreements.events.ts';
import { formatKurus } from '@brifa/contracts';
import '../identity/identity.events.ts';
import '../messaging/messaging.events.ts';
import '../reviews/reviews.events.ts';
import '../growth/growth.events.ts';
import type { TEventBus } from '../../platform/events.ts';
import {
  noticeBankTransfer,
  noticeClientOfAgreement,
  noticeClientOfMatch,
  noticeCommissionOverdue,
  noticeCommissionPlan,
  noticeCustomService,
  noticeMeeting,
  noticeNewMatches,
  noticeOfferState,
  noticePaymentRefunded,
  noticePaymentResult,
  noticeRefund,
  noticeRenewalStep,
  noticeReview,
  noticeSuspension,
} from './events.ts';
import { notifyNewMessage } from './notices.ts';
import { operatorNotice } from './operator.ts';

/** Who hears of what: the product's events as notifications, e-mails, chat-channel posts and operator notices. */
export function subscribeNotifications(bus: TEventBus): void {
  bus.on('brief.matched', (deps, { offer, matches }) => noticeNewMatches(deps, offer, matches));
  bus.on('brief.paused_or_closed', (deps, { offer, state }) => noticeOfferState(deps, offer, state));
  bus.on('brief.agreed', async (deps, { offer, winner, pendingRefundKurus }) => {
    // The chosen agency hears once: its notice carries the refund now pending until the agreement is
    // verified (issue 20; issue 16: one notice per action).
    await noticeOfferState(deps, offer, 'agreed', {
      matchId: winner.id,
      providerId: winner.providerId,
      refundedKurus: pendingRefundKurus,
    });
    await operatorNotice(deps, {
      event: 'agreement_reached',
      text: `Anlaşma sağlandı: ${offer.companyName} (proje ${offer.key}) ajans #${winner.providerId} ile anlaştı.`,
      key: `agreement:${offer.id}`,
    });
  });
  bus.on('growth.backlink_rewarded', async (deps, { providerId, agencyName, pageUrl, amountKurus }) => {
    // rules.md §7: backlink giveaways are reported to the operators' chat webhook.
    await operatorNotice(deps, {
      event: 'backlink_giveaway',
      text: `Backlink ödülü: ${agencyName} (#${providerId}) rozet bağlantısı doğrulandı (${pageUrl}); cüzdana ${formatKurus(amountKurus, 'tr')} yüklendi.`,
      key: `backlink-giveaway:${providerId}`,
    });
  });
  bus.on('agreement.refund_released', (deps, { agreement, releasedKurus }) =>
    noticeRefund(deps, { id: agreement.matchId, providerId: agreement.providerId }, releasedKurus, 'won'),
  );
  bus.on('agreement.ended', async (deps, { agreement, by, reason, takenBackKurus, shortfallKurus }) => {
    const who = by === 'client' ? 'müşteri' : by === 'provider' ? 'ajans' : 'operatör';
    const back = takenBackKurus > 0 ? ` İade geri alındı: ${formatKurus(takenBackKurus, 'tr')}.` : '';
    const short = shortfallKurus > 0 ? ` Geri alınamayan: ${formatKurus(shortfallKurus, 'tr')}.` : '';
    await operatorNotice(deps, {
      event: 'agreement_ended',
      text: `Anlaşma sona erdi: proje ${agreement.offerKey}, ajans #${agreement.providerId} (${who}: ${reason}).${back}${short}`,
      key: `agreement-ended:${agreement.id}`,
    });
  });
  bus.on('match.agreement_reported', (deps, { offer, match }) =>
    noticeClientOfAgreement(deps, 'agreement_reported', {
      offerId: offer.id,
      match,
      key: `agreement-reported:${match.id}`,
    }),
  );
  bus.on('agreement.documents_sent', (deps, { agreement, amountKurus }) =>
    noticeClientOfAgreement(deps, 'agreement_documents_sent', {
      offerId: agreement.offerId,
      match: { id: agreement.matchId, providerId: agreement.providerId },
      amountKurus,
      key: `agreement-documents:${agreement.id}:${amountKurus}`,
    }),
  );
  bus.on('meeting.proposed', (deps, event) => noticeMeeting(deps, 'meeting_proposed', event));
  bus.on('meeting.set', (deps, event) => noticeMeeting(deps, 'meeting_set', event));
  bus.on('match.dismissed_refunded', (deps, { match, refundedKurus }) =>
    noticeRefund(deps, match, refundedKurus, 'dismissed'),
  );
  bus.on('match.invalid_refunded', (deps, { match, refundedKurus }) =>
    noticeRefund(deps, match, refundedKurus, 'invalid'),
  );
  bus.on('match.access_paid', (deps, { offer, match }) =>
    noticeClientOfMatch(deps, 'access_paid', offer, match),
  );
  bus.on('match.quote_sent', (deps, { offer, match }) =>
    noticeClientOfMatch(deps, 'new_quote', offer, match),
  );
  bus.on('message.sent', (deps, message) => notifyNewMessage(deps, message));
  bus.on('review.published', (deps, { review }) => noticeReview(deps, review));
  bus.on('account.suspension_changed', (deps, event) => noticeSuspension(deps, event));
  bus.on('billing.transfer_decided', (deps, event) => noticeBankTransfer(deps, event));
  bus.on('billing.payment_settled', (deps, event) => noticePaymentResult(deps, event));
  bus.on('billing.payment_refunded', (deps, event) => noticePaymentRefunded(deps, event));
  bus.on('billing.renewal_step', (deps, event) => noticeRenewalStep(deps, event));
  bus.on('ledger.custom_service_requested', (deps, event) => noticeCustomService(deps, event));
  bus.on('ledger.commission_plan_opened', (deps, event) => noticeCommissionPlan(deps, event));
  bus.on('ledger.commission_piece_overdue', (deps, event) => noticeCommissionOverdue(deps, event));
}

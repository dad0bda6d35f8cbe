import '../billing/billing.events.ts';
import '../briefs/briefs.events.ts';
import '../briefs/agreements/agreements.events.ts';
import '../jobs/jobs.events.ts';
import '../ledger/ledger.events.ts';
import '../outbox/outbox.events.ts';
import '../growth/growth.events.ts';
import { formatKurus } from '@brifa/contracts';
import type { TEventBus } from '../../platform/events.ts';
import { openQueueItem } from './queues/queue.service.ts';

/**
 * The states that need a person become queue items (decisions.md "Issue 17"): a dead outbox message, and an
 * agreement reached (its refunds and the agreement itself are checked by an operator), a bank transfer an
 * agency marked sent (issue 18: confirmed within 60 minutes; the item's notice is the operators' chat notice).
 */
export function subscribeOps(bus: TEventBus): void {
  bus.on('outbox.dead', async (deps, { message }) => {
    // An agency's own chat channel: its failures are shown to the agency (notification channels), not to us.
    if (message.providerId !== null) return;
    await openQueueItem(deps, {
      kind: 'outbox_dead',
      subjectType: 'outbox_message',
      subjectId: message.id,
      title: `${message.channel} ${message.template} → ${message.to}: ${message.lastError}`,
      dedupeKey: `outbox_dead:${message.id}`,
      // The operators' own webhook failing: a notice through it would die too (and open another item).
      notify: !message.template.startsWith('operator:'),
    });
  });
  // Issue 20: an agreement needs a person only when a risk signal (or a take-back shortfall) says so; a clean
  // one is verified by its documents and the client's confirmation.
  bus.on('agreement.review_needed', async (deps, { agreement, kind, title }) => {
    await openQueueItem(deps, {
      kind: 'agreement_check',
      subjectType: 'agreement',
      subjectId: agreement.id,
      title,
      dedupeKey: `agreement_${kind}:${agreement.id}`,
    });
  });
  bus.on('billing.reconcile_difference', async (deps, { date, provider, difference }) => {
    const subject = difference.paymentId ?? difference.providerPaymentId ?? 'unknown';
    await openQueueItem(deps, {
      kind: 'payment_reconcile',
      subjectType: 'payment',
      subjectId: subject,
      title: `${date} ${provider} ${difference.kind}: ${subject} (${difference.detail})`,
      dedupeKey: `payment_reconcile:${date}:${difference.kind}:${subject}`,
    });
  });
  bus.on('billing.transfer_marked_sent', async (deps, { transfer, agencyName, dueAt }) => {
    // The title (and so the chat notice) names the request, never the account details or anything secret.
    await openQueueItem(deps, {
      kind: 'transfer_confirm',
      subjectType: 'bank_transfer',
      subjectId: transfer.publicId,
      title: `Havale/EFT ${formatKurus(transfer.amountKurus, 'tr', { cents: true })} · ${transfer.referenceCode} · ${agencyName} (#${transfer.providerId})`,
      dueAt,
      dedupeKey: `transfer_confirm:${transfer.publicId}`,
    });
  });
  bus.on('jobs.awaiting_approval', async (deps, { job, posterName }) => {
    // Issue 21: a paid job post waits for an operator's approval or rejection.
    await openQueueItem(deps, {
      kind: 'job_approval',
      subjectType: 'job',
      subjectId: job.id,
      title: `İş ilanı #${job.id} · ${job.position} · ${job.company} · ${posterName}${job.partnerAddOn ? ' · partner' : ''}`,
      dedupeKey: `job_approval:${job.id}`,
    });
  });
  bus.on('growth.credit_report_late', async (deps, { report }) => {
    // Issue 21: the bureau missed the hour; the title names the request, never the identity number.
    await openQueueItem(deps, {
      kind: 'credit_report_late',
      subjectType: 'credit_report',
      subjectId: report.id,
      title: `Kredi raporu #${report.id} (kullanıcı #${report.userId}) ${report.requestedAt.toISOString()} tarihinden beri yanıtsız`,
      dedupeKey: `credit_report_late:${report.id}`,
    });
  });
  bus.on('ledger.custom_service_requested', async (deps, { request, agencyName }) => {
    // Issue 19 item 8: an operator contacts the agency the way it chose, by the time it was told.
    await openQueueItem(deps, {
      kind: 'custom_service',
      subjectType: 'custom_service_request',
      subjectId: request.id,
      title: `Özel hizmet talebi · ${agencyName} (#${request.providerId}) · ${request.contactPreference}: ${request.need}`,
      dueAt: request.answerBy,
      dedupeKey: `custom_service:${request.id}`,
    });
  });
}

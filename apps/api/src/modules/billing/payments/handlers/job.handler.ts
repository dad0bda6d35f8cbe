import { basketItemIds, type TBasketLine } from '@brifa/contracts';
import { checkJobPayable, markJobPaid, unpublishRefundedJob } from '../../../jobs/jobs.service.ts';
import type { TLineHandler } from '../payment-fulfilment.ts';
import { paymentRefOf } from '../payment-keys.ts';
import { paymentsErrors } from '../payments.errors.ts';

const isPartnerLine = (line: TBasketLine) => line.Id === basketItemIds.jobPartner;

function jobIdOf(line: TBasketLine): number {
  const id = line.Options?.JobId;
  if (!id || line.Quantity !== 1) throw paymentsErrors.basketItemUnknown();
  return id;
}

/**
 * A job post's lines (issue 21 item 1): its plan (`job:<days>`) and, when the post asked for it, the partner
 * add-on (`job_partner`), each naming the post (Options.JobId). An agency member or a client pays for its own
 * post awaiting payment; paid, the post waits for an operator's approval. A refund takes it off the board.
 */
export const jobHandler: TLineHandler = {
  async check(deps, { payerUserId, line }) {
    await checkJobPayable(deps, {
      payerUserId,
      jobId: jobIdOf(line),
      partnerLine: isPartnerLine(line),
      days: line.Days ?? null,
    });
  },
  async deliver({ txDeps, payment, line, now }) {
    await markJobPaid(txDeps, {
      jobId: jobIdOf(line),
      paymentRef: paymentRefOf(payment.publicId),
      partnerLine: isPartnerLine(line),
      now,
    });
  },
  async undo({ txDeps, line, now }) {
    if (!isPartnerLine(line)) await unpublishRefundedJob(txDeps, jobIdOf(line), now);
  },
};

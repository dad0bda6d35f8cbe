import type { TExecutor } from '../../platform/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { enqueue } from '../outbox/outbox.service.ts';

/** What the operators hear about (rules.md section 7 "Notices to a chat-webhook service"). */
export type TOperatorEvent =
  | 'subscription_cancelled'
  | 'agreement_reached'
  | 'agreement_ended'
  | 'bank_transfer'
  | 'backlink_giveaway'
  /** A new item in the operator console's queues (issue 17); the text links to it. */
  | 'queue_item';

/**
 * A plain-text notice to the operators' chat webhook (OPERATOR_WEBHOOK_URL), through the outbox in the
 * caller's transaction. `text` and `content` carry the same words so Slack-, Mattermost- and Discord-style
 * hooks all show it.
 */
export async function operatorNotice(
  deps: Pick<TDeps, 'adapters' | 'clock' | 'config'> & { db: TExecutor },
  notice: { event: TOperatorEvent; text: string; key: string },
): Promise<void> {
  const url = deps.config.OPERATOR_WEBHOOK_URL;
  if (!url) return;
  await enqueue(deps, {
    channel: 'webhook',
    to: url,
    template: `operator:${notice.event}`,
    locale: 'tr',
    dedupeKey: `operator:${notice.key}`,
    rendered: { subject: notice.event, text: notice.text, html: null },
    payload: { body: { text: notice.text, content: notice.text } },
  });
}

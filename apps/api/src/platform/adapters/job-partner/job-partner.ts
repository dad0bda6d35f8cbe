/**
 * The partner job site (issue 21 item 1: a post bought with the partner add-on is published there too). The jobs
 * module writes the post to the outbox when an operator approves it, so it is sent if and only if the post went
 * live, with the outbox's retries.
 *
 * - `outbox` (the default, no JOB_PARTNER_URL): the post stays in the outbox as a "stored" webhook message (to
 *   `outbox:job-partner`), readable at /dev/outbox, for someone to publish by hand.
 * - `http` (JOB_PARTNER_URL, optional JOB_PARTNER_TOKEN): a JSON POST of `TJobPartnerPost` to that URL with
 *   `Authorization: Bearer <token>` and `Idempotency-Key: brifa-job-<id>`; any 2xx is success.
 */

/** What the partner receives: the post's public fields and Brifa's page where people apply. */
export type TJobPartnerPost = {
  externalId: string;
  position: string;
  description: string;
  conditions: string;
  company: string;
  city: string;
  district: string;
  email: string;
  phone: string;
  logoUrl: string | null;
  applyUrl: string;
  expiresAt: string;
};

export type TJobPartnerDelivery = { to: string; headers: Record<string, string>; deliver: boolean };

export type TJobPartner = {
  kind: 'outbox' | 'http';
  delivery(post: TJobPartnerPost): TJobPartnerDelivery;
};

export const JOB_PARTNER_OUTBOX_ADDRESS = 'outbox:job-partner';

export function createOutboxJobPartner(): TJobPartner {
  return {
    kind: 'outbox',
    delivery: () => ({ to: JOB_PARTNER_OUTBOX_ADDRESS, headers: {}, deliver: false }),
  };
}

export function createHttpJobPartner(options: { url: string; token?: string }): TJobPartner {
  return {
    kind: 'http',
    delivery: (post) => ({
      to: options.url,
      headers: {
        'idempotency-key': `brifa-job-${post.externalId}`,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      deliver: true,
    }),
  };
}

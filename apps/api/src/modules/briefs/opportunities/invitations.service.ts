import type { TBusinessOpportunity, TLocale, ZInvitationDecline } from '@brifa/contracts';
import type { z } from 'zod';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOfferByKey } from '../offers/offers.repo.ts';
import {
  answerInvitation,
  clientOf,
  findInvitation,
  findPendingInvitation,
  insertInvitation,
  lockOffer,
} from './opportunities.repo.ts';
import { briefSummary } from './opportunity-view.ts';

/**
 * Agencies not on Brifa yet, invited to one brief: /business-opportunity/{key} shows them its summary
 * (never the client's identity); they decline with a reason or join with the sign-up form prefilled.
 */

async function invitationView(
  deps: Pick<TDeps, 'db'>,
  key: string,
  locale: TLocale,
): Promise<TBusinessOpportunity> {
  const row = await findInvitation(deps.db, key);
  if (!row || row.offer.deletedAt) throw briefsErrors.invitationNotFound();
  const names = {
    category: { tr: row.categoryTr, en: row.categoryEn },
    sector: { tr: row.sectorTr, en: row.sectorEn },
    cityName: row.cityName,
  };
  return {
    Key: row.invitation.key,
    Status: row.invitation.status,
    Email: row.invitation.email,
    CompanyName: row.invitation.companyName,
    // An invited agency is not on Brifa yet: it never has access to the brief.
    Brief: briefSummary(row.offer, names, locale, { hasAccess: false, client: clientOf(row) }),
    IsOpen: row.offer.state === 'active' && row.offer.invalidReason === null,
  };
}

/** GET BusinessOpportunity/{key}. */
export async function businessOpportunity(deps: TDeps, input: { key: string; locale: TLocale }) {
  return invitationView(deps, input.key, input.locale);
}

/** POST BusinessOpportunity/{key}/decline: once; the reason tells the team why agencies pass. */
export async function declineBusinessOpportunity(
  deps: TDeps,
  input: { key: string; decline: z.output<typeof ZInvitationDecline>; locale: TLocale },
): Promise<TBusinessOpportunity> {
  const row = await findInvitation(deps.db, input.key);
  if (!row || row.offer.deletedAt) throw briefsErrors.invitationNotFound();
  const answered = await answerInvitation(
    deps.db,
    row.invitation.id,
    { status: 'declined', declineReason: input.decline.Reason, declineNote: input.decline.Note },
    deps.clock.now(),
  );
  if (!answered) throw briefsErrors.invitationAnswered();
  return invitationView(deps, input.key, input.locale);
}

/** Marks the invitation joined when the invited agency signs up from its link. */
export async function markInvitationJoined(deps: TDeps, key: string) {
  const row = await findInvitation(deps.db, key);
  if (row) await answerInvitation(deps.db, row.invitation.id, { status: 'joined' }, deps.clock.now());
}

/**
 * Invites an agency by e-mail to one brief (the operator console, `npm run opportunity:invite`); answers the
 * landing link. Inviting the same address to the same brief again while the first is unanswered sends
 * nothing and answers the same link (two operators pressing at once: the brief's row lock orders them).
 */
export async function inviteAgency(
  deps: Pick<TDeps, 'db' | 'clock' | 'adapters' | 'config'>,
  input: { offerKey: string; email: string; companyName: string; locale: TLocale },
): Promise<string> {
  const offer = await findOfferByKey(deps.db, input.offerKey);
  if (!offer || offer.deletedAt) throw briefsErrors.offerNotFound();
  const email = input.email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    await lockOffer(tx, offer.id);
    const pending = await findPendingInvitation(tx, offer.id, email);
    if (pending) return `${publicUrl(deps.config)}/business-opportunity/${pending.key}`;
    const invitation = await insertInvitation(tx, {
      key: randomToken(18),
      offerId: offer.id,
      email,
      companyName: input.companyName.trim(),
      createdAt: deps.clock.now(),
    });
    const link = `${publicUrl(deps.config)}/business-opportunity/${invitation.key}`;
    const view = await invitationView(scoped, invitation.key, input.locale);
    await enqueue(scoped, {
      channel: 'email',
      to: invitation.email,
      template: 'businessOpportunity',
      locale: input.locale,
      rendered: TEMPLATES.businessOpportunity(input.locale, {
        companyName: invitation.companyName,
        categoryName: view.Brief.CategoryName,
        link,
      }),
    });
    return link;
  });
}

import { timingSafeEqual } from 'node:crypto';
import {
  AGREEMENT_NPS_LATEST_COMMENTS,
  AGREEMENT_NPS_SNOOZE_DAYS,
  BRIFA_NPS_REQUEST_AFTER_DAYS,
  BRIFA_NPS_REQUEST_LAST_DAY,
  isLocale,
  NPS_LINK_VALID_DAYS,
  NPS_SCORE,
  npsOf,
  type TAgencyNpsSummary,
  type TAgreementNps,
  type TBrifaNps,
  type TBrifaNpsOnOffer,
  type TFeedbackLink,
  type TFeedbackOffer,
  type TLocale,
} from '@brifa/contracts';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { briefsErrors } from '../briefs.errors.ts';
import type { TBriefRef, TMatchRef } from '../briefs.events.ts';
import {
  findOfferForFeedback,
  findOfferForFeedbackById,
  findUserForEmail,
  type TFeedbackOfferRow,
} from '../feedback/feedback.repo.ts';
import {
  findAgreementNpsById,
  findBrifaNpsById,
  findBrifaNpsByOffer,
  hasDueAgreementNps,
  insertAgreementNps,
  insertBrifaNpsRequest,
  selectAgencyScores,
  selectAgreementNpsOfUser,
  selectOffersDueForBrifaNps,
  type TBrifaNpsRow,
  updateAgreementNps,
  upsertBrifaNpsAnswer,
} from './nps.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who answers: the signed-in client, or the holder of the e-mailed link (user id + the brief's access token). */
export type TNpsAccess = { userId: number } | { link: TFeedbackLink };
type TAnswer = { Score: number; Comment: string };

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A link works for the brief's client with the brief's token, NPS_LINK_VALID_DAYS after it was sent. */
function linkFits(
  deps: TDeps,
  owner: { userId: number; accessToken: string | null },
  link: TFeedbackLink,
  sentAt: Date,
): boolean {
  return (
    owner.userId === link.UserId &&
    !!owner.accessToken &&
    sameSecret(owner.accessToken, link.Token) &&
    deps.clock.now().getTime() < sentAt.getTime() + NPS_LINK_VALID_DAYS * DAY_MS
  );
}

function offerView(
  offer: { key: string; companyName: string; createdAt: Date; categoryTr: string; categoryEn: string },
  locale: TLocale,
): TFeedbackOffer {
  return {
    OfferKey: offer.key,
    CategoryName: locale === 'en' ? offer.categoryEn : offer.categoryTr,
    CompanyName: offer.companyName,
    CreatedAt: offer.createdAt.toISOString(),
  };
}

function brifaView(row: TBrifaNpsRow, offerKey: string): TBrifaNps {
  return {
    Id: row.id,
    OfferKey: offerKey,
    Score: row.score,
    Comment: row.comment,
    RequestedAt: row.requestedAt?.toISOString() ?? null,
    AnsweredAt: row.answeredAt?.toISOString() ?? null,
  };
}

// ── Brifa NPS ───────────────────────────────────────────────────────────────────────────────────────────

async function accessibleOffer(deps: TDeps, access: TNpsAccess, key: string) {
  const offer = await findOfferForFeedback(deps.db, key);
  const nps = offer ? await findBrifaNpsByOffer(deps.db, offer.id) : undefined;
  const fits =
    !!offer &&
    ('userId' in access
      ? offer.userId === access.userId
      : linkFits(deps, offer, access.link, nps?.requestedAt ?? offer.createdAt));
  if (!fits) throw briefsErrors.npsAccessDenied('userId' in access, 'OFFER_NOT_FOUND');
  return { offer: offer as TFeedbackOfferRow, nps };
}

/** GET BrifaNpsOnOffer (and not-auth): the brief and the client's answer about it, if any. */
export async function brifaNpsOnOffer(
  deps: TDeps,
  access: TNpsAccess,
  key: string,
  locale: TLocale,
): Promise<TBrifaNpsOnOffer> {
  const { offer, nps } = await accessibleOffer(deps, access, key);
  return { Offer: offerView(offer, locale), Nps: nps ? brifaView(nps, offer.key) : null };
}

/** POST offer/{key}/brifa-nps, PUT BrifaNpsOnOffer (and not-auth): the answer; answering again changes it. */
export async function answerBrifaNps(
  deps: TDeps,
  access: TNpsAccess,
  key: string,
  input: TAnswer,
): Promise<TBrifaNps> {
  const { offer } = await accessibleOffer(deps, access, key);
  const row = await upsertBrifaNpsAnswer(deps.db, {
    offerId: offer.id,
    userId: offer.userId,
    score: input.Score,
    comment: input.Comment,
    now: deps.clock.now(),
  });
  return brifaView(row, offer.key);
}

/** GET UserBrifaNps/{id}: the signed-in client's own answer. */
export async function userBrifaNps(deps: TDeps, userId: number, id: number): Promise<TBrifaNps> {
  const row = await findBrifaNpsById(deps.db, id);
  const offer = row ? await findOfferForFeedbackById(deps.db, row.offerId) : undefined;
  if (!row || !offer || offer.userId !== userId) throw briefsErrors.npsAccessDenied(true);
  return brifaView(row, offer.key);
}

/** The e-mailed links: the page without a score, and one per score 0–10 with it preselected. */
export function brifaNpsLinks(
  deps: Pick<TDeps, 'config'>,
  offer: { key: string; userId: number; token: string },
) {
  const query = new URLSearchParams({ offer: offer.key, user: String(offer.userId), token: offer.token });
  const base = `${publicUrl(deps.config)}/brifa-nps`;
  const scores = Array.from({ length: NPS_SCORE.max - NPS_SCORE.min + 1 }, (_, i) => NPS_SCORE.min + i);
  return { link: `${base}?${query}`, scoreLinks: scores.map((score) => `${base}/${score}?${query}`) };
}

/** E-mails "would you recommend Brifa?" once per brief and records the request with it. */
export async function queueBrifaNpsRequest(deps: TDeps, offerId: number): Promise<{ queued: boolean }> {
  const offer = await findOfferForFeedbackById(deps.db, offerId);
  if (!offer?.accessToken) return { queued: false };
  const user = await findUserForEmail(deps.db, offer.userId);
  if (!user?.email) return { queued: false };
  const locale: TLocale = isLocale(user.language) ? user.language : 'tr';
  const view = offerView(offer, locale);
  const token = offer.accessToken;
  return deps.db.transaction(async (tx) => {
    const asked = await insertBrifaNpsRequest(tx, {
      offerId: offer.id,
      userId: offer.userId,
      now: deps.clock.now(),
    });
    if (!asked) return { queued: false };
    await enqueue(
      { ...deps, db: tx },
      {
        channel: 'email',
        to: user.email,
        template: 'brifaNpsRequest',
        locale,
        rendered: TEMPLATES.brifaNpsRequest(locale, {
          name: user.name,
          projectName: `${view.CategoryName} · ${view.CompanyName}`,
          ...brifaNpsLinks(deps, { key: offer.key, userId: offer.userId, token }),
        }),
      },
    );
    return { queued: true };
  });
}

const REQUESTS_PER_RUN = 200;

/** The scheduled job: the Brifa NPS e-mail, once per brief, BRIFA_NPS_REQUEST_AFTER_DAYS after it. */
export async function sendDueBrifaNpsRequests(deps: TDeps): Promise<{ sent: number }> {
  const now = deps.clock.now().getTime();
  const due = await selectOffersDueForBrifaNps(
    deps.db,
    {
      createdBefore: new Date(now - BRIFA_NPS_REQUEST_AFTER_DAYS * DAY_MS),
      createdAfter: new Date(now - BRIFA_NPS_REQUEST_LAST_DAY * DAY_MS),
    },
    REQUESTS_PER_RUN,
  );
  let sent = 0;
  for (const offerId of due) if ((await queueBrifaNpsRequest(deps, offerId)).queued) sent += 1;
  return { sent };
}

// ── Agreement NPS ───────────────────────────────────────────────────────────────────────────────────────

type TAgreementFull = NonNullable<Awaited<ReturnType<typeof findAgreementNpsById>>>;

function agreementView(row: TAgreementFull, locale: TLocale, now: Date): TAgreementNps {
  const { nps } = row;
  return {
    Id: nps.id,
    Offer: offerView(
      {
        key: row.offerKey,
        companyName: row.offerCompanyName,
        createdAt: row.offerCreatedAt,
        categoryTr: row.categoryTr,
        categoryEn: row.categoryEn,
      },
      locale,
    ),
    MatchedProviderId: nps.matchedProviderId,
    Agency: { Id: nps.providerId, Name: row.agencyName, Slug: row.agencySlug },
    Score: nps.score,
    Comment: nps.comment,
    CreatedAt: nps.createdAt.toISOString(),
    AnsweredAt: nps.answeredAt?.toISOString() ?? null,
    IsDue: nps.answeredAt === null && (nps.snoozedUntil === null || nps.snoozedUntil <= now),
  };
}

function agreementFits(deps: TDeps, row: TAgreementFull | undefined, access: TNpsAccess): boolean {
  if (!row) return false;
  if ('userId' in access) return row.nps.userId === access.userId;
  return linkFits(
    deps,
    { userId: row.nps.userId, accessToken: row.offerAccessToken },
    access.link,
    row.nps.createdAt,
  );
}

async function accessibleAgreement(deps: TDeps, access: TNpsAccess, id: number) {
  const row = await findAgreementNpsById(deps.db, id);
  if (!agreementFits(deps, row, access)) throw briefsErrors.npsAccessDenied('userId' in access);
  return row as TAgreementFull;
}

/**
 * On `brief.agreed`: asks the client to rate the agency it agreed with (one row per winning match) and
 * e-mails the link, in the agreement's transaction.
 */
export async function requestAgreementNps(
  deps: TDeps,
  input: { offer: TBriefRef; winner: TMatchRef },
): Promise<void> {
  const created = await insertAgreementNps(deps.db, {
    offerId: input.offer.id,
    matchedProviderId: input.winner.id,
    providerId: input.winner.providerId,
    userId: input.offer.userId,
    now: deps.clock.now(),
  });
  if (!created) return;
  const row = await findAgreementNpsById(deps.db, created.id);
  const user = await findUserForEmail(deps.db, input.offer.userId);
  if (!row?.offerAccessToken || !user?.email) return;
  const locale: TLocale = isLocale(user.language) ? user.language : 'tr';
  const view = agreementView(row, locale, deps.clock.now());
  await enqueue(deps, {
    channel: 'email',
    to: user.email,
    template: 'agreementNpsRequest',
    locale,
    rendered: TEMPLATES.agreementNpsRequest(locale, {
      name: user.name,
      projectName: `${view.Offer.CategoryName} · ${view.Offer.CompanyName}`,
      agencyName: row.agencyName,
      link: agreementNpsLink(deps, { id: created.id, userId: user.id, token: row.offerAccessToken }),
    }),
  });
}

/** The e-mailed link to /aggrement-nps/{userid}/{aggrementnpsid}: works without sign-in through the token. */
export function agreementNpsLink(
  deps: Pick<TDeps, 'config'>,
  input: { id: number; userId: number; token: string },
) {
  return `${publicUrl(deps.config)}/aggrement-nps/${input.userId}/${input.id}?${new URLSearchParams({ token: input.token })}`;
}

/** GET AgreementNps: the client's agreement scores, unanswered first. */
export async function agreementNpsList(deps: TDeps, userId: number, locale: TLocale) {
  const now = deps.clock.now();
  return (await selectAgreementNpsOfUser(deps.db, userId)).map((row) => agreementView(row, locale, now));
}

/** GET AgreementNps/{id}/page (and not-auth) */
export async function agreementNpsPage(deps: TDeps, access: TNpsAccess, id: number, locale: TLocale) {
  return agreementView(await accessibleAgreement(deps, access, id), locale, deps.clock.now());
}

/** GET AgreementNps/{id}/can-access: never an error, only whether the caller may answer it. */
export async function agreementNpsCanAccess(deps: TDeps, access: TNpsAccess | null, id: number) {
  const row = await findAgreementNpsById(deps.db, id);
  const can = access !== null && agreementFits(deps, row, access);
  return { CanAccess: can, IsAnswered: can && row?.nps.answeredAt !== null };
}

/** PUT AgreementNps/{id} (and not-auth): the score and comment; answering again changes them. */
export async function answerAgreementNps(
  deps: TDeps,
  access: TNpsAccess,
  id: number,
  input: TAnswer,
  locale: TLocale,
): Promise<TAgreementNps> {
  await accessibleAgreement(deps, access, id);
  const now = deps.clock.now();
  await updateAgreementNps(deps.db, id, {
    score: input.Score,
    comment: input.Comment,
    answeredAt: now,
    updatedAt: now,
  });
  return agreementNpsPage(deps, access, id, locale);
}

/** POST AgreementNps/{id}/later: the pop-up stays away AGREEMENT_NPS_SNOOZE_DAYS. */
export async function snoozeAgreementNps(deps: TDeps, userId: number, id: number, locale: TLocale) {
  await accessibleAgreement(deps, { userId }, id);
  const now = deps.clock.now();
  await updateAgreementNps(deps.db, id, {
    snoozedUntil: new Date(now.getTime() + AGREEMENT_NPS_SNOOZE_DAYS * DAY_MS),
    updatedAt: now,
  });
  return agreementNpsPage(deps, { userId }, id, locale);
}

/** The session's IsShowNpsPopUp: an unanswered agreement score is due. */
export async function isAgreementNpsDue(deps: Pick<TDeps, 'db'>, userId: number, now: Date) {
  return hasDueAgreementNps(deps.db, userId, now);
}

/** GET AgreementNps/provider: the agency's count, average, NPS and latest comments. */
export async function agencyNpsSummary(deps: TDeps, userId: number): Promise<TAgencyNpsSummary> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw briefsErrors.npsAgenciesOnly();
  const rows = await selectAgencyScores(deps.db, membership.provider.id);
  const scores = rows.map((row) => row.score ?? 0);
  const total = scores.reduce((sum, score) => sum + score, 0);
  return {
    Count: scores.length,
    Average: scores.length === 0 ? null : Math.round((total / scores.length) * 10) / 10,
    Nps: npsOf(scores).Nps,
    Latest: rows
      .filter((row) => row.comment.trim() !== '')
      .slice(0, AGREEMENT_NPS_LATEST_COMMENTS)
      .map((row) => ({
        Score: row.score ?? 0,
        Comment: row.comment,
        AnsweredAt: (row.answeredAt as Date).toISOString(),
      })),
  };
}

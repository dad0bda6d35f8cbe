import { timingSafeEqual } from 'node:crypto';
import {
  FEEDBACK_LINK_VALID_DAYS,
  FEEDBACK_REQUEST_AFTER_DAYS,
  FEEDBACK_REQUEST_LAST_DAY,
  feedbackNeedsReason,
  isLocale,
  isNegativeOutcome,
  type TClientFeedback,
  type TClientFeedbackSaved,
  type TClientFeedbackStatus,
  type TFeedbackLink,
  type TFeedbackOffer,
  type TFeedbackPending,
  type TFeedbackProviderPage,
  type TLocale,
  type TMatchedProviderFeedback,
  type TNegativeReasonCode,
  type TOfferFeedbackForm,
  type TUserOfferFeedback,
  type ZFeedbackUpdate,
  type ZUserOfferFeedbackUpdate,
} from '@brifa/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../platform/api-error.ts';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { refreshMatchProfiles } from '../matching/match-profiles.ts';
import { runExtraMatch } from '../matching/matching.service.ts';
import {
  findMatchFeedbackById,
  findMatchOfMember,
  findOfferFeedbackById,
  findOfferFeedbackByOffer,
  findOfferForFeedback,
  findOfferForFeedbackById,
  findUserForEmail,
  findVisibleMatch,
  insertOfferFeedback,
  selectMatchesWithFeedback,
  selectOffersDueForFeedbackRequest,
  selectPendingFeedbackOffers,
  type TFeedbackOfferRow,
  type TMatchFeedbackRow,
  type TOfferFeedbackRow,
  updateMatchFeedback,
  updateOfferFeedback,
  upsertMatchFeedback,
} from './feedback.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is answering: the signed-in client, or the holder of the e-mailed link (user id + offer token). */
export type TFeedbackAccess = { userId: number } | { link: TFeedbackLink };

type TAnswer = z.output<typeof ZFeedbackUpdate>;
type TOutcomeAnswer = z.output<typeof ZUserOfferFeedbackUpdate>;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The offer the caller may answer about, or a 404 that says nothing about it: someone else's project for a
 * signed-in client, and for a link a wrong user, a wrong or missing token or an expired link alike.
 */
function canAccess(deps: TDeps, offer: TFeedbackOfferRow | undefined, access: TFeedbackAccess) {
  if (!offer) return false;
  if ('userId' in access) return offer.userId === access.userId;
  const expiresAt = offer.createdAt.getTime() + FEEDBACK_LINK_VALID_DAYS * DAY_MS;
  return (
    offer.userId === access.link.UserId &&
    !!offer.accessToken &&
    sameSecret(offer.accessToken, access.link.Token) &&
    deps.clock.now().getTime() < expiresAt
  );
}

function notFound(access: TFeedbackAccess, code: 'OFFER_NOT_FOUND' | 'FEEDBACK_NOT_FOUND') {
  return briefsErrors.feedbackAccessDenied(code, 'userId' in access);
}

async function accessibleOffer(deps: TDeps, access: TFeedbackAccess, key: string) {
  const offer = await findOfferForFeedback(deps.db, key);
  if (!canAccess(deps, offer, access)) throw notFound(access, 'OFFER_NOT_FOUND');
  return offer as TFeedbackOfferRow;
}

function offerView(offer: TFeedbackOfferRow, locale: TLocale): TFeedbackOffer {
  return {
    OfferKey: offer.key,
    CategoryName: locale === 'en' ? offer.categoryEn : offer.categoryTr,
    CompanyName: offer.companyName,
    CreatedAt: offer.createdAt.toISOString(),
  };
}

function feedbackView(row: TOfferFeedbackRow, offerKey: string): TClientFeedback {
  return {
    Id: row.id,
    OfferKey: offerKey,
    Status: row.status as TClientFeedbackStatus | null,
    ReasonCode: row.reasonCode as TNegativeReasonCode | null,
    Note: row.note,
    CreatedAt: row.createdAt.toISOString(),
    AnsweredAt: row.answeredAt?.toISOString() ?? null,
  };
}

function matchFeedbackView(
  row: TMatchFeedbackRow,
  offerKey: string,
  agency: { providerId: number; name: string; slug: string },
): TUserOfferFeedback {
  return {
    Id: row.id,
    OfferKey: offerKey,
    MatchedProviderId: row.matchedProviderId,
    Agency: { Id: agency.providerId, Name: agency.name, Slug: agency.slug },
    Outcome: row.outcome as TUserOfferFeedback['Outcome'],
    ReasonCode: row.reasonCode as TNegativeReasonCode | null,
    Note: row.note,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

async function providersOf(deps: TDeps, offerId: number): Promise<TMatchedProviderFeedback[]> {
  const rows = await selectMatchesWithFeedback(deps.db, offerId);
  return rows.map((row) => ({
    MatchedProviderId: row.matchId,
    Agency: { Id: row.providerId, Name: row.name, Slug: row.slug },
    MatchStatus: row.status,
    FeedbackId: row.feedback?.id ?? null,
    Outcome: (row.feedback?.outcome ?? null) as TMatchedProviderFeedback['Outcome'],
    ReasonCode: (row.feedback?.reasonCode ?? null) as TNegativeReasonCode | null,
    Note: row.feedback?.note ?? '',
  }));
}

async function formOf(deps: TDeps, offer: TFeedbackOfferRow, locale: TLocale): Promise<TOfferFeedbackForm> {
  const [feedback, providers] = await Promise.all([
    findOfferFeedbackByOffer(deps.db, offer.id),
    providersOf(deps, offer.id),
  ]);
  return {
    Offer: offerView(offer, locale),
    Feedback: feedback ? feedbackView(feedback, offer.key) : null,
    Providers: providers,
  };
}

/** GET UserOfferFeedback/matched-providers/{offerKey} (and its not-auth twin): the whole feedback form. */
export async function feedbackForm(deps: TDeps, access: TFeedbackAccess, key: string, locale: TLocale) {
  return formOf(deps, await accessibleOffer(deps, access, key), locale);
}

/** GET Feedback/not-completed: projects at least 3 days old with matched agencies and no answer yet. */
export async function pendingFeedback(
  deps: TDeps,
  userId: number,
  locale: TLocale,
): Promise<TFeedbackPending[]> {
  const before = new Date(deps.clock.now().getTime() - FEEDBACK_REQUEST_AFTER_DAYS * DAY_MS);
  const rows = await selectPendingFeedbackOffers(deps.db, userId, before);
  return rows.map((row) => ({
    ...offerView(row, locale),
    MatchedCount: row.matched,
    FeedbackId: row.feedbackId,
  }));
}

/**
 * Records the overall answer on the project's one feedback row. Moving to "wants new match" asks the
 * engine for agencies in place of those the client turned down; a project that is not active or has no
 * candidates left keeps the answer and adds none.
 */
async function answer(
  deps: TDeps,
  offer: TFeedbackOfferRow,
  existing: TOfferFeedbackRow | undefined,
  input: TAnswer,
): Promise<TClientFeedbackSaved> {
  const now = deps.clock.now();
  const values = {
    status: input.Status,
    reasonCode: feedbackNeedsReason(input.Status) ? (input.ReasonCode ?? null) : null,
    note: input.Note,
    answeredAt: now,
  };
  const row = existing
    ? await updateOfferFeedback(deps.db, existing.id, values)
    : await insertOfferFeedback(deps.db, {
        offerId: offer.id,
        userId: offer.userId,
        createdAt: now,
        ...values,
      });
  let added = 0;
  if (input.Status === 'wants_new_match' && existing?.status !== 'wants_new_match') {
    try {
      added = (await runExtraMatch(deps, offer.id)).added;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return { ...feedbackView(row, offer.key), AddedMatches: added };
}

/** POST Feedback (and POST Feedback/not-auth): one answer per project; posting again updates it. */
export async function createFeedback(
  deps: TDeps,
  access: TFeedbackAccess,
  input: TAnswer & { OfferKey: string },
): Promise<TClientFeedbackSaved> {
  const offer = await accessibleOffer(deps, access, input.OfferKey);
  return answer(deps, offer, await findOfferFeedbackByOffer(deps.db, offer.id), input);
}

async function ownFeedback(deps: TDeps, userId: number, id: number) {
  const row = await findOfferFeedbackById(deps.db, id);
  const offer = row ? await findOfferForFeedbackById(deps.db, row.offerId) : undefined;
  if (!row || !offer || offer.userId !== userId) throw briefsErrors.feedbackNotFound();
  return { row, offer };
}

/** PUT Feedback/{id} */
export async function updateFeedback(deps: TDeps, userId: number, id: number, input: TAnswer) {
  const { row, offer } = await ownFeedback(deps, userId, id);
  return answer(deps, offer, row, input);
}

/** GET feedback/{id}/page: the client's own answer with its agencies. */
export async function feedbackPage(deps: TDeps, userId: number, id: number, locale: TLocale) {
  const { offer } = await ownFeedback(deps, userId, id);
  return formOf(deps, offer, locale);
}

/**
 * GET feedback/{id}/page/provider: an agency matched to the project sees the client's answer and its own
 * outcome, without anything that identifies or reaches the client.
 */
export async function providerFeedbackPage(
  deps: TDeps,
  userId: number,
  id: number,
  locale: TLocale,
): Promise<TFeedbackProviderPage> {
  const row = await findOfferFeedbackById(deps.db, id);
  const offer = row ? await findOfferForFeedbackById(deps.db, row.offerId) : undefined;
  const match = offer ? await findMatchOfMember(deps.db, offer.id, userId) : undefined;
  if (!row || !offer || !match || !row.status || !row.answeredAt) throw briefsErrors.feedbackNotFound();
  return {
    Id: row.id,
    OfferKey: offer.key,
    CategoryName: offerView(offer, locale).CategoryName,
    Status: row.status as TClientFeedbackStatus,
    ReasonCode: row.reasonCode as TNegativeReasonCode | null,
    AnsweredAt: row.answeredAt.toISOString(),
    Outcome: (match.feedback?.outcome ?? null) as TFeedbackProviderPage['Outcome'],
    OutcomeReasonCode: (match.feedback?.reasonCode ?? null) as TNegativeReasonCode | null,
  };
}

function outcomeValues(input: TOutcomeAnswer, now: Date) {
  return {
    outcome: input.Outcome,
    reasonCode: isNegativeOutcome(input.Outcome) ? (input.ReasonCode ?? null) : null,
    note: input.Note,
    updatedAt: now,
  };
}

/** POST UserOfferFeedback (and not-auth): the outcome with one agency matched to the project. */
export async function createMatchFeedback(
  deps: TDeps,
  access: TFeedbackAccess,
  input: TOutcomeAnswer & { OfferKey: string; MatchedProviderId: number },
): Promise<TUserOfferFeedback> {
  const offer = await accessibleOffer(deps, access, input.OfferKey);
  const match = await findVisibleMatch(deps.db, offer.id, input.MatchedProviderId);
  if (!match) throw briefsErrors.feedbackMatchNotFound();
  const now = deps.clock.now();
  const row = await upsertMatchFeedback(deps.db, {
    matchedProviderId: match.id,
    offerId: offer.id,
    userId: offer.userId,
    createdAt: now,
    ...outcomeValues(input, now),
  });
  // Negative outcomes with a reason weigh on the agency's quality score at once.
  await refreshMatchProfiles(deps.db, now, [match.providerId]);
  return matchFeedbackView(row, offer.key, match);
}

async function accessibleMatchFeedback(deps: TDeps, access: TFeedbackAccess, id: number) {
  const found = await findMatchFeedbackById(deps.db, id);
  const offer = found ? await findOfferForFeedbackById(deps.db, found.feedback.offerId) : undefined;
  if (!found || !canAccess(deps, offer, access)) throw notFound(access, 'FEEDBACK_NOT_FOUND');
  return { found, offer: offer as TFeedbackOfferRow };
}

/** GET UserOfferFeedback/{id} (and not-auth) */
export async function getMatchFeedback(deps: TDeps, access: TFeedbackAccess, id: number) {
  const { found, offer } = await accessibleMatchFeedback(deps, access, id);
  return matchFeedbackView(found.feedback, offer.key, found);
}

/** PUT UserOfferFeedback/{id} (and not-auth) */
export async function editMatchFeedback(
  deps: TDeps,
  access: TFeedbackAccess,
  id: number,
  input: TOutcomeAnswer,
): Promise<TUserOfferFeedback> {
  const { found, offer } = await accessibleMatchFeedback(deps, access, id);
  const row = await updateMatchFeedback(deps.db, id, outcomeValues(input, deps.clock.now()));
  await refreshMatchProfiles(deps.db, deps.clock.now(), [found.providerId]);
  return matchFeedbackView(row, offer.key, found);
}

/** GET UserOfferFeedback/is-answered/{offerKey}: answered once every matched agency has an outcome. */
export async function isAnswered(deps: TDeps, access: TFeedbackAccess, key: string) {
  const offer = await accessibleOffer(deps, access, key);
  const providers = await providersOf(deps, offer.id);
  const answered = providers.filter((provider) => provider.Outcome !== null).length;
  return {
    IsAnswered: providers.length > 0 && answered === providers.length,
    AnsweredCount: answered,
    MatchedCount: providers.length,
  };
}

/** The e-mailed link to /client-offer-feedback: acts without login through the offer's access token. */
export function feedbackLink(
  deps: Pick<TDeps, 'config'>,
  offer: { key: string; userId: number; token: string },
) {
  const query = new URLSearchParams({ offer: offer.key, user: String(offer.userId), token: offer.token });
  return `${publicUrl(deps.config)}/client-offer-feedback?${query}`;
}

/**
 * Sends the client the "How did it go with the agencies?" e-mail once per project (the scheduled job calls
 * it for projects old enough) and records that feedback was asked for. Answers whether a mail was queued.
 */
export async function queueFeedbackRequest(deps: TDeps, offerId: number): Promise<{ queued: boolean }> {
  const offer = await findOfferForFeedbackById(deps.db, offerId);
  if (!offer?.accessToken || (await findOfferFeedbackByOffer(deps.db, offer.id))) return { queued: false };
  const user = await findUserForEmail(deps.db, offer.userId);
  if (!user?.email) return { queued: false };
  const locale: TLocale = isLocale(user.language) ? user.language : 'tr';
  const view = offerView(offer, locale);
  const token = offer.accessToken;
  // The e-mail and the record that feedback was asked for commit together: one request per project.
  await deps.db.transaction(async (tx) => {
    await enqueue(
      { ...deps, db: tx },
      {
        channel: 'email',
        to: user.email,
        template: 'feedbackRequest',
        locale,
        rendered: TEMPLATES.feedbackRequest(locale, {
          name: user.name,
          projectName: `${view.CategoryName} · ${view.CompanyName}`,
          link: feedbackLink(deps, { key: offer.key, userId: offer.userId, token }),
        }),
      },
    );
    await insertOfferFeedback(tx, {
      offerId: offer.id,
      userId: offer.userId,
      createdAt: deps.clock.now(),
    });
  });
  return { queued: true };
}

const FEEDBACK_REQUESTS_PER_RUN = 200;

/** The scheduled job: e-mails "how did it go?" once per project, 3 days after the brief. */
export async function sendDueFeedbackRequests(deps: TDeps): Promise<{ sent: number }> {
  const now = deps.clock.now().getTime();
  const due = await selectOffersDueForFeedbackRequest(
    deps.db,
    {
      createdBefore: new Date(now - FEEDBACK_REQUEST_AFTER_DAYS * DAY_MS),
      createdAfter: new Date(now - FEEDBACK_REQUEST_LAST_DAY * DAY_MS),
    },
    FEEDBACK_REQUESTS_PER_RUN,
  );
  let sent = 0;
  for (const offerId of due) if ((await queueFeedbackRequest(deps, offerId)).queued) sent += 1;
  return { sent };
}

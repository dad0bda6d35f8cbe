import {
  emailWords,
  formatDateTime,
  formatTime,
  isLocale,
  MEETING_MINUTES,
  MEETING_REMINDER_MINUTES,
  type TLocale,
  type TMeeting,
  type TMeetingList,
  type TProposeMeeting,
} from '@brifa/contracts';
import type { TExecutor } from '../../../platform/db.ts';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { findUserById } from '../../identity/users/users.service.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findProviderFeedback, upsertProviderFeedback } from '../opportunities/opportunities.repo.ts';
import { calendarInvitation } from './ics.ts';
import {
  cancelMeeting,
  claimDueReminders,
  claimFinishedMeetings,
  findMeeting,
  findMeetingMatch,
  findOpenMeeting,
  findPerson,
  insertMeeting,
  isTeamMember,
  listMatchMeetings,
  lockMatchMeetings,
  setMeeting,
  type TMeetingMatch,
} from './meetings.repo.ts';
import type { TMeetingRow } from './meetings.table.ts';
import '../briefs.events.ts';

type TSide = 'client' | 'provider';
const MINUTE_MS = 60_000;

/**
 * The caller's side of a match: its brief's client, or a team user of the matched agency. Anyone else (another
 * client, another agency, a deleted brief) is told the meeting does not exist.
 */
async function partyOf(deps: TDeps, userId: number, matchId: number) {
  const match = await findMeetingMatch(deps.db, matchId);
  if (!match || match.offerDeletedAt) throw briefsErrors.meetingNotFound();
  const user = await findUserById(deps.db, userId);
  if (user?.userType === 'client' && match.clientUserId === userId) return { match, side: 'client' as TSide };
  if (user?.userType === 'provider' && (await isTeamMember(deps.db, match.providerId, userId)))
    return { match, side: 'provider' as TSide };
  throw briefsErrors.meetingNotFound();
}

/** The brief and match as the meeting events carry them. */
function eventRefs(match: TMeetingMatch) {
  return {
    offer: {
      id: match.offerId,
      key: match.offerKey,
      userId: match.clientUserId,
      categoryId: match.categoryId,
      companyName: match.companyName,
    },
    match: { id: match.matchId, providerId: match.providerId },
  };
}

function toMeeting(row: TMeetingRow, side: TSide, now: Date): TMeeting {
  const startsAt = row.startsAt;
  const ahead = (at: Date) => at.getTime() > now.getTime();
  return {
    Id: row.id,
    MatchedProviderId: row.matchId,
    Status: row.status,
    ProposedBy: row.side,
    IsMine: row.side === side,
    Slots: row.slots.map((slot) => slot.toISOString()),
    StartsAt: startsAt?.toISOString() ?? null,
    EndsAt: startsAt ? new Date(startsAt.getTime() + row.minutes * MINUTE_MS).toISOString() : null,
    Note: row.note,
    CreatedAt: row.createdAt.toISOString(),
    CanAccept: row.status === 'proposed' && row.side !== side && row.slots.some(ahead),
    CanCancel: row.status === 'proposed' || (row.status === 'set' && !!startsAt && ahead(startsAt)),
  };
}

/** GET MatchedProvider/{id}/Meeting: the match's proposals and meetings, newest first. */
export async function matchMeetings(deps: TDeps, userId: number, matchId: number): Promise<TMeetingList> {
  const { side } = await partyOf(deps, userId, matchId);
  const now = deps.clock.now();
  return { Items: (await listMatchMeetings(deps.db, matchId)).map((row) => toMeeting(row, side, now)) };
}

/**
 * POST MatchedProvider/{id}/Meeting: either side offers up to MEETING_MAX_SLOTS future times. Only once the agency
 * has access (before it the client's identity is hidden from the agency), and one open proposal or upcoming
 * meeting per match at a time.
 */
export async function proposeMeeting(
  deps: TDeps,
  userId: number,
  matchId: number,
  input: TProposeMeeting,
): Promise<TMeeting> {
  const { match, side } = await partyOf(deps, userId, matchId);
  if (!match.accessAt) throw briefsErrors.meetingNeedsAccess();
  const now = deps.clock.now();
  const slots = input.Slots.map((slot) => new Date(slot)).sort((a, b) => a.getTime() - b.getTime());
  if (slots.some((slot) => slot.getTime() <= now.getTime())) throw briefsErrors.meetingSlotPast();
  if (new Set(slots.map((slot) => slot.getTime())).size !== slots.length)
    throw briefsErrors.meetingSlotsInvalid();
  const row = await deps.db.transaction(async (tx) => {
    await lockMatchMeetings(tx, matchId);
    if (await findOpenMeeting(tx, matchId, now)) throw briefsErrors.meetingAlreadyOpen();
    const inserted = await insertMeeting(tx, {
      matchId,
      side,
      proposedByUserId: userId,
      slots,
      note: input.Note,
      minutes: MEETING_MINUTES,
      createdAt: now,
    });
    await emit({ ...deps, db: tx }, 'meeting.proposed', {
      ...eventRefs(match),
      by: side,
      meetingId: inserted.id,
    });
    return inserted;
  });
  return toMeeting(row, side, now);
}

/** A meeting and the caller's side of its match (anyone else: not found). */
async function meetingOfParty(deps: TDeps, userId: number, id: number) {
  const meeting = await findMeeting(deps.db, id);
  if (!meeting) throw briefsErrors.meetingNotFound();
  const party = await partyOf(deps, userId, meeting.matchId);
  return { meeting, ...party };
}

/**
 * PUT Meeting/{id}/accept: the other side picks one of the proposed times; the meeting is set, both sides get
 * the calendar invitation by e-mail, and the agency's feedback on the match says "meeting set" (unless it
 * already said more).
 */
export async function acceptMeeting(
  deps: TDeps,
  userId: number,
  id: number,
  slot: string,
): Promise<TMeeting> {
  const { meeting, match, side } = await meetingOfParty(deps, userId, id);
  if (meeting.status !== 'proposed') throw briefsErrors.meetingNotOpen();
  if (meeting.side === side) throw briefsErrors.meetingOwnProposal();
  const startsAt = new Date(slot);
  if (!meeting.slots.some((offered) => offered.getTime() === startsAt.getTime()))
    throw briefsErrors.meetingSlotNotOffered();
  const now = deps.clock.now();
  if (startsAt.getTime() <= now.getTime()) throw briefsErrors.meetingSlotPast();
  const row = await deps.db.transaction(async (tx) => {
    const set = await setMeeting(tx, id, { startsAt, acceptedByUserId: userId, now });
    if (!set) throw briefsErrors.meetingNotOpen();
    const txDeps = { ...deps, db: tx };
    const agencyUserId = set.side === 'provider' ? set.proposedByUserId : userId;
    await recordAgencyFeedback(tx, match.matchId, agencyUserId, ['contacted'], 'meeting_set', now);
    await mailBothSides(txDeps, match, set, 'set');
    await emit(txDeps, 'meeting.set', { ...eventRefs(match), by: side, meetingId: set.id, startsAt });
    return set;
  });
  return toMeeting(row, side, now);
}

/** PUT Meeting/{id}/cancel: either side withdraws a proposal or cancels a meeting still ahead. */
export async function cancelMeetingOf(deps: TDeps, userId: number, id: number): Promise<TMeeting> {
  const { meeting, match, side } = await meetingOfParty(deps, userId, id);
  const now = deps.clock.now();
  const past = meeting.status === 'set' && meeting.startsAt && meeting.startsAt.getTime() <= now.getTime();
  if (meeting.status === 'cancelled' || past) throw briefsErrors.meetingNotOpen();
  const row = await deps.db.transaction(async (tx) => {
    const cancelled = await cancelMeeting(tx, id, { userId, now });
    if (!cancelled) throw briefsErrors.meetingNotOpen();
    if (meeting.status === 'set')
      await mailBothSides({ ...deps, db: tx }, match, cancelled, 'cancelled', userId);
    return cancelled;
  });
  return toMeeting(row, side, now);
}

/**
 * The agency's feedback moves forward to `code` when it has none yet or one of `from` (a later answer, or a
 * negative one, the agency gave itself is never overwritten).
 */
async function recordAgencyFeedback(
  db: TExecutor,
  matchId: number,
  userId: number,
  from: readonly string[],
  code: 'meeting_set' | 'meeting_done',
  now: Date,
) {
  const current = await findProviderFeedback(db, matchId);
  if (current && !(current.sentiment === 'positive' && from.includes(current.code))) return;
  await upsertProviderFeedback(
    db,
    matchId,
    { userId: current?.userId ?? userId, sentiment: 'positive', code, note: current?.note ?? '' },
    now,
  );
}

type TMailKind = 'set' | 'reminder' | 'cancelled';

/** The agency's person in a meeting: its team user who proposed it or accepted it. */
function agencyUserOf(meeting: TMeetingRow): number | null {
  return meeting.side === 'provider' ? meeting.proposedByUserId : meeting.acceptedByUserId;
}

/**
 * E-mails about a set meeting to the client and the agency's person in it, each in their language, with the
 * calendar invitation (or its cancellation) attached. A cancellation goes only to the side that did not cancel.
 */
async function mailBothSides(
  deps: TDeps,
  match: TMeetingMatch,
  meeting: TMeetingRow,
  kind: TMailKind,
  cancelledBy?: number,
) {
  const agencyUserId = agencyUserOf(meeting);
  const client = await findPerson(deps.db, match.clientUserId);
  const agencyUser = agencyUserId ? await findPerson(deps.db, agencyUserId) : undefined;
  if (!client || !agencyUser || !meeting.startsAt) return;
  const start = meeting.startsAt;
  const end = new Date(start.getTime() + meeting.minutes * MINUTE_MS);
  const base = publicUrl(deps.config);
  const host = new URL(base).host;
  const proposer = meeting.side === 'client' ? client : agencyUser;
  const accepter = meeting.side === 'client' ? agencyUser : client;
  const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();
  const recipients: { person: typeof client; side: TSide }[] = [
    { person: client, side: 'client' },
    { person: agencyUser, side: 'provider' },
  ];
  for (const { person, side } of recipients) {
    // A cancellation tells the side that did not cancel.
    if (kind === 'cancelled' && (side === 'client') === (cancelledBy === match.clientUserId)) continue;
    const locale: TLocale = isLocale(person.language) ? person.language : 'tr';
    const title = locale === 'tr' ? match.categoryTr : match.categoryEn;
    const otherParty = side === 'client' ? match.agencyName : `${match.companyName} · ${fullName(client)}`;
    const link = `${base}/${side === 'client' ? 'client' : 'provider'}/projects/${match.offerKey}/connection`;
    const params = { name: person.name, title, otherParty, when: formatDateTime(start, locale), link };
    const words = emailWords('meetingSet', locale, params);
    const attachments =
      kind === 'reminder'
        ? undefined
        : [
            {
              filename: 'brifa-meeting.ics',
              contentType: `text/calendar; charset=utf-8; method=${kind === 'set' ? 'REQUEST' : 'CANCEL'}`,
              content: calendarInvitation({
                uid: `meeting-${meeting.id}@${host}`,
                method: kind === 'set' ? 'REQUEST' : 'CANCEL',
                sequence: kind === 'set' ? 0 : 1,
                stamp: deps.clock.now(),
                start,
                end,
                summary: words.calendarSummary,
                description: words.calendarDescription,
                url: link,
                organizer: { name: fullName(proposer), email: proposer.email },
                attendees: [{ name: fullName(accepter), email: accepter.email }],
              }),
            },
          ];
    const template =
      kind === 'set' ? 'meetingSet' : kind === 'reminder' ? 'meetingReminder' : 'meetingCancelled';
    const rendered =
      kind === 'set'
        ? TEMPLATES.meetingSet(locale, params)
        : kind === 'reminder'
          ? TEMPLATES.meetingReminder(locale, { ...params, time: formatTime(start, locale) })
          : TEMPLATES.meetingCancelled(locale, params);
    await enqueue(deps, {
      channel: 'email',
      to: person.email,
      template,
      locale,
      rendered,
      ...(attachments ? { payload: { attachments } } : {}),
      dedupeKey: `meeting-${kind}:${meeting.id}:${person.id}`,
    });
  }
}

/**
 * The scheduled job (every 5 minutes): the reminder e-mails to both sides of meetings starting within the hour
 * (once per meeting: the meeting is marked in the same transaction), and, once a meeting's end has passed, the
 * agency's "meeting set" feedback moves to "meeting done".
 */
export async function runMeetingJobs(deps: TDeps): Promise<{ reminded: number; done: number }> {
  const now = deps.clock.now();
  const reminded = await deps.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, MEETING_REMINDER_MINUTES * MINUTE_MS);
    for (const meeting of due) {
      const match = await findMeetingMatch(tx, meeting.matchId);
      if (match) await mailBothSides({ ...deps, db: tx }, match, meeting, 'reminder');
    }
    return due.length;
  });
  const done = await deps.db.transaction(async (tx) => {
    const finished = await claimFinishedMeetings(tx, now);
    for (const meeting of finished) {
      const agencyUserId = agencyUserOf(meeting);
      if (agencyUserId)
        await recordAgencyFeedback(
          tx,
          meeting.matchId,
          agencyUserId,
          ['contacted', 'meeting_set'],
          'meeting_done',
          now,
        );
    }
    return finished.length;
  });
  return { reminded, done };
}

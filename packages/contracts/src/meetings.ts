import { z } from 'zod';
import { MEETING_MAX_SLOTS, MEETING_NOTE_MAX } from './rules.ts';

/**
 * Meetings between a brief's client and a matched agency with access (issue 20 item 7): one side proposes up to
 * MEETING_MAX_SLOTS times, the other accepts one and the meeting is set; either side may cancel.
 */
export const MEETING_STATUSES = ['proposed', 'set', 'cancelled'] as const;
export type TMeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_SIDES = ['client', 'provider'] as const;

/** POST MatchedProvider/{id}/Meeting: the proposed start times (ISO instants; the web reads them in Istanbul). */
export const ZProposeMeeting = z.object({
  Slots: z
    .array(z.iso.datetime({ offset: true, error: 'invalid' }), { error: 'required' })
    .min(1, 'required')
    .max(MEETING_MAX_SLOTS, 'tooMany'),
  Note: z.string().trim().max(MEETING_NOTE_MAX, 'tooLong').default(''),
});
export type TProposeMeeting = z.infer<typeof ZProposeMeeting>;

/** PUT Meeting/{id}/accept: one of the proposed times. */
export const ZAcceptMeeting = z.object({ Slot: z.iso.datetime({ offset: true, error: 'invalid' }) });

export const ZMeeting = z.object({
  Id: z.number(),
  MatchedProviderId: z.number(),
  Status: z.enum(MEETING_STATUSES),
  ProposedBy: z.enum(MEETING_SIDES),
  /** The caller's side proposed it. */
  IsMine: z.boolean(),
  Slots: z.array(z.string()),
  StartsAt: z.string().nullable(),
  EndsAt: z.string().nullable(),
  Note: z.string(),
  CreatedAt: z.string(),
  CanAccept: z.boolean(),
  CanCancel: z.boolean(),
});
export type TMeeting = z.infer<typeof ZMeeting>;

export const ZMeetingList = z.object({ Items: z.array(ZMeeting) });
export type TMeetingList = z.infer<typeof ZMeetingList>;

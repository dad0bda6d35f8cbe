import { z } from 'zod';
import { ZAcceptMeeting, ZMeeting, ZMeetingList, ZProposeMeeting } from '../meetings.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Meetings of a match (issue 20 item 7): the brief's client and the matched agency's team, once it has access. */
export const meetingsEndpoints = {
  getMatchMeetings: defineEndpoint({
    method: 'GET',
    path: '/MatchedProvider/:id/Meeting',
    params: ZIdParams,
    response: ZMeetingList,
    auth: 'required',
  }),
  postMatchMeeting: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/Meeting',
    params: ZIdParams,
    body: ZProposeMeeting,
    response: ZMeeting,
    auth: 'required',
  }),
  putMeetingAccept: defineEndpoint({
    method: 'PUT',
    path: '/Meeting/:id/accept',
    params: ZIdParams,
    body: ZAcceptMeeting,
    response: ZMeeting,
    auth: 'required',
  }),
  putMeetingCancel: defineEndpoint({
    method: 'PUT',
    path: '/Meeting/:id/cancel',
    params: ZIdParams,
    response: ZMeeting,
    auth: 'required',
  }),
};

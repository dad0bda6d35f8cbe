import { meetingsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { acceptMeeting, cancelMeetingOf, matchMeetings, proposeMeeting } from './meetings.service.ts';

const tags = ['meetings'];

/** Meetings of a match (issue 20 item 7): the brief's client and the matched agency's team. */
export async function meetingsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getMatchMeetings,
    { tags, summary: "The match's meeting proposals and meetings, newest first (both sides)" },
    async (request) =>
      ok(request, await matchMeetings(depsOf(app), authOf(request).userId, request.params.id)),
  );

  route(
    app,
    endpoints.postMatchMeeting,
    { tags, summary: 'Propose up to three future meeting times (the agency must have access)' },
    async (request) =>
      ok(request, await proposeMeeting(depsOf(app), authOf(request).userId, request.params.id, request.body)),
  );

  route(
    app,
    endpoints.putMeetingAccept,
    { tags, summary: 'The other side accepts one proposed time; both get the calendar invitation by e-mail' },
    async (request) =>
      ok(
        request,
        await acceptMeeting(depsOf(app), authOf(request).userId, request.params.id, request.body.Slot),
      ),
  );

  route(
    app,
    endpoints.putMeetingCancel,
    { tags, summary: 'Withdraw a proposal or cancel a meeting still ahead (the other side is told)' },
    async (request) =>
      ok(request, await cancelMeetingOf(depsOf(app), authOf(request).userId, request.params.id)),
  );
}

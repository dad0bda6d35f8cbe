import { identityEndpoints as endpoints, PAGE_SIZE } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { inviteMember, listTeam, removeTeamMember, resendInvite } from './team.service.ts';

const tags = ['team'];

/** The agency's team users (spec: ExternalUser, user/invite). Only the owner manages them. */
export async function teamRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getExternalUserPage,
    { tags, summary: 'The owner and the invited or joined team members' },
    async (request) => {
      const all = await listTeam(depsOf(app), authOf(request).userId);
      const pageSize = request.query.PageSize ?? PAGE_SIZE.default;
      const pageIndex = request.query.PageIndex;
      return ok(
        request,
        {
          Items: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
          TotalCount: all.length,
          PageIndex: pageIndex,
          PageSize: pageSize,
        },
        { message: '' },
      );
    },
  );

  route(
    app,
    endpoints.postExternalUser,
    { tags, summary: 'Invite a team member by e-mail' },
    async (request, reply) => {
      const member = await inviteMember(
        depsOf(app),
        authOf(request).userId,
        request.body,
        request.ctx.locale,
      );
      return reply.code(201).send(ok(request, member, { status: 201 }));
    },
  );

  route(
    app,
    endpoints.deleteExternalUserById,
    { tags, summary: 'Withdraw an invitation or remove a member' },
    async (request) => {
      await removeTeamMember(depsOf(app), authOf(request).userId, request.params.id);
      return ok(request, null);
    },
  );

  route(
    app,
    endpoints.postUserInvite,
    { tags, summary: 'Send a pending invitation again' },
    async (request) => {
      await resendInvite(
        depsOf(app),
        authOf(request).userId,
        request.body.ExternalUserId,
        request.ctx.locale,
      );
      return ok(request, null);
    },
  );
}

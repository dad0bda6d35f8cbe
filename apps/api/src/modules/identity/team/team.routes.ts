import {
  PAGE_SIZE,
  ZEnvelope,
  ZPaged,
  ZPageQuery,
  ZResendInvite,
  ZTeamInvite,
  ZTeamMember,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { inviteMember, listTeam, removeTeamMember, resendInvite } from './team.service.ts';

const tags = ['team'];
const security = [{ bearer: [] }];

/** The agency's team users (spec: ExternalUser, user/invite). Only the owner manages them. */
export async function teamRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/ExternalUser/page',
    {
      schema: {
        tags,
        summary: 'The owner and the invited or joined team members',
        security,
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPaged(ZTeamMember)) },
      },
      preHandler: app.authenticate,
    },
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

  api.post(
    '/ExternalUser',
    {
      schema: {
        tags,
        summary: 'Invite a team member by e-mail',
        security,
        body: ZTeamInvite,
        response: { 201: ZEnvelope(ZTeamMember) },
      },
      preHandler: app.authenticate,
    },
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

  api.delete(
    '/ExternalUser/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation or remove a member',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZEnvelope(z.null()) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await removeTeamMember(depsOf(app), authOf(request).userId, request.params.id);
      return ok(request, null);
    },
  );

  api.post(
    '/user/invite',
    {
      schema: {
        tags,
        summary: 'Send a pending invitation again',
        security,
        body: ZResendInvite,
        response: { 200: ZEnvelope(z.null()) },
      },
      preHandler: app.authenticate,
    },
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

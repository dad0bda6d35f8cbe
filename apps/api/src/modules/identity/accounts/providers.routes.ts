import {
  ZAuthorizeResult,
  ZEnvelope,
  ZInviteLink,
  ZProviderApprove,
  ZProviderRegister,
  ZTeamMemberRegister,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { parseBody } from '../../../platform/validate.ts';
import { inviteLink, registerTeamMember } from '../team/team.service.ts';
import { approveProvider, registerProvider } from './providers.service.ts';

const tags = ['provider'];

export async function providersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/provider/register',
    {
      schema: {
        tags,
        summary: 'Agency sign-up with legal details, or (with InviteKey) a team member joining an agency',
        body: ZProviderRegister,
        response: { 201: ZEnvelope(ZAuthorizeResult) },
      },
      // Checked in the handler: an InviteKey means the team-member form, which has no legal fields.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const deps = depsOf(app);
      const locale = request.ctx.locale;
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const result =
        'InviteKey' in raw
          ? await registerTeamMember(
              deps,
              parseBody(ZTeamMemberRegister, raw, locale),
              clientInfo(request),
              locale,
            )
          : await registerProvider(
              deps,
              parseBody(ZProviderRegister, raw, locale),
              clientInfo(request),
              locale,
            );
      return reply.code(201).send(ok(request, result, { status: 201 }));
    },
  );

  api.get(
    '/ProviderInviteLink/:id',
    {
      schema: {
        tags,
        summary: 'The team invitation behind a join link',
        params: z.object({ id: z.string().min(10).max(100) }),
        response: { 200: ZEnvelope(ZInviteLink) },
      },
    },
    async (request) => ok(request, await inviteLink(depsOf(app), request.params.id)),
  );

  for (const [url, what] of [
    ['/Provider/approve', 'information'],
    ['/Provider/approve-contract', 'contract'],
  ] as const) {
    api.put(
      url,
      {
        schema: {
          tags,
          summary:
            what === 'information'
              ? 'The owner approves the agency details'
              : 'The owner accepts the contract and rules',
          security: [{ bearer: [] }],
          body: ZProviderApprove,
          response: { 200: ZEnvelope(z.null()) },
        },
        preHandler: app.authenticate,
      },
      async (request) => {
        await approveProvider(depsOf(app), authOf(request).userId, what);
        return ok(request, null);
      },
    );
  }
}

import { identityEndpoints as endpoints, ZProviderRegister, ZTeamMemberRegister } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { setSessionCookie } from '../../../platform/session-cookie.ts';
import { parseBody } from '../../../platform/validate.ts';
import { inviteLink, registerTeamMember } from '../team/team.service.ts';
import { approveProvider, registerProvider } from './providers.service.ts';

const tags = ['provider'];

export async function providersRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postProviderRegister,
    {
      tags,
      summary: 'Agency sign-up with legal details, or (with InviteKey) a team member joining an agency',
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
      setSessionCookie(request, reply, result.Token);
      return reply.code(201).send(ok(request, result, { status: 201 }));
    },
  );

  route(
    app,
    endpoints.getProviderInviteLinkById,
    { tags, summary: 'The team invitation behind a join link' },
    async (request) => ok(request, await inviteLink(depsOf(app), request.params.id)),
  );

  for (const [endpoint, what] of [
    [endpoints.putProviderApprove, 'information'],
    [endpoints.putProviderApproveContract, 'contract'],
  ] as const) {
    route(
      app,
      endpoint,
      {
        tags,
        summary:
          what === 'information'
            ? 'The owner approves the agency details'
            : 'The owner accepts the contract and rules',
      },
      async (request) => {
        await approveProvider(depsOf(app), authOf(request).userId, what);
        return ok(request, null);
      },
    );
  }
}

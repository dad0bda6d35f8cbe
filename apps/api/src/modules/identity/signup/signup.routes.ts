import { identityEndpoints as endpoints, ZProviderRegister, ZTeamMemberRegister } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { setSessionCookie } from '../../../platform/session-cookie.ts';
import { parseBody } from '../../../platform/validate.ts';
import { teamMemberSignUp } from '../team/team.service.ts';
import { confirmRegistration, startRegistration } from './signup.service.ts';

const tags = ['user'];

/** Client, agency and team-member sign-up: the same answer for known and new addresses, then the phone code. */
export async function signupRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postUserRegister,
    {
      tags,
      summary: 'Client sign-up: sends the phone code; the account is created when the code comes back',
    },
    async (request, reply) => {
      const status = await startRegistration(
        depsOf(app),
        'client',
        request.body,
        clientInfo(request),
        request.ctx.locale,
      );
      return reply.code(201).send(ok(request, status, { status: 201, message: '' }));
    },
  );

  route(
    app,
    endpoints.postProviderRegister,
    {
      tags: ['provider'],
      summary:
        'Agency sign-up with legal details, or (with InviteKey) a team member joining an agency; then the phone code',
      // Checked in the handler: an InviteKey means the team-member form, which has no legal fields.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const deps = depsOf(app);
      const locale = request.ctx.locale;
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const status =
        'InviteKey' in raw
          ? await startRegistration(
              deps,
              'team_member',
              await teamMemberSignUp(deps, parseBody(ZTeamMemberRegister, raw, locale)),
              clientInfo(request),
              locale,
            )
          : await startRegistration(
              deps,
              'provider',
              parseBody(ZProviderRegister, raw, locale),
              clientInfo(request),
              locale,
            );
      return reply.code(201).send(ok(request, status, { status: 201, message: '' }));
    },
  );

  route(
    app,
    endpoints.postUserRegisterConfirm,
    { tags, summary: 'The sign-up phone code: creates the account (phone verified) and signs in' },
    async (request, reply) => {
      const result = await confirmRegistration(depsOf(app), request.body, clientInfo(request));
      setSessionCookie(request, reply, result.Token);
      return reply.code(201).send(ok(request, result, { status: 201 }));
    },
  );
}

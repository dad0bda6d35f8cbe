import { opsCoreEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import {
  createOperator,
  finishSignIn,
  listOperators,
  operatorListItem,
  operatorView,
  signOut,
  startSignIn,
  updateOperator,
} from './operators.service.ts';
import { operatorOf, opsRoute, opsSessionIdOf, opsSignInRoute } from './ops-route.ts';
import { clearOpsCookie, setOpsCookie } from './ops-tokens.ts';

const tags = ['ops'];

/** /api/v1/ops: sign-in (password, then TOTP or a recovery code), sign-out, me, operators (admin). */
export async function operatorsRoutes(app: FastifyInstance) {
  opsSignInRoute(
    app,
    endpoints.postSignIn,
    { tags, summary: 'Operator sign-in, step one: e-mail and password (opens the second-factor challenge)' },
    async (request) => {
      const result = await startSignIn(
        depsOf(app),
        { email: request.body.Email, password: request.body.Password },
        clientInfo(request),
        request.ctx.locale,
      );
      return ok(request, result, { message: '' });
    },
  );

  opsSignInRoute(
    app,
    endpoints.postSecondFactor,
    { tags, summary: 'Operator sign-in, step two: a TOTP code or a recovery code; sets the ops cookie' },
    async (request, reply) => {
      const { token, session } = await finishSignIn(depsOf(app), {
        challengeToken: request.body.ChallengeToken,
        code: request.body.Code,
        recoveryCode: request.body.RecoveryCode,
      });
      setOpsCookie(request, reply, token);
      return ok(request, session, { message: '' });
    },
  );

  opsRoute(app, endpoints.postSignOut, { tags, summary: 'End the ops session' }, async (request, reply) => {
    await signOut(depsOf(app), opsSessionIdOf(request));
    clearOpsCookie(request, reply);
    return ok(request, null);
  });

  opsRoute(app, endpoints.getMe, { tags, summary: 'The signed-in operator' }, async (request) =>
    ok(request, operatorView(operatorOf(request))),
  );

  // Every operator may list colleagues (the audit log's filter); only admins change them.
  opsRoute(app, endpoints.getOperators, { tags, summary: 'Every operator' }, async (request) =>
    ok(request, { Items: await listOperators(depsOf(app)) }),
  );

  opsRoute(
    app,
    endpoints.postOperator,
    { tags, summary: 'Create an operator (one-time password in the answer)', role: 'admin' },
    async (request, reply) => {
      const { operator, password } = await createOperator(depsOf(app), operatorOf(request), {
        email: request.body.Email,
        name: request.body.Name,
        role: request.body.Role,
      });
      reply.code(201);
      return ok(request, { Operator: operatorListItem(operator), Password: password }, { status: 201 });
    },
  );

  opsRoute(
    app,
    endpoints.putOperator,
    { tags, summary: "Change an operator's role or disable them (revokes their sessions)", role: 'admin' },
    async (request) =>
      ok(request, await updateOperator(depsOf(app), operatorOf(request), request.params.id, request.body)),
  );
}

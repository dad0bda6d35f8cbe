import { opsDevEndpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { updateOperatorRow } from '../operators/operators.repo.ts';
import { createOperator } from '../operators/operators.service.ts';
import { newTotpSecret } from '../operators/totp.ts';

/**
 * POST /api/dev/ops/operator (development routes only: DEV_ROUTES, this machine): an operator with its password
 * and an enrolled TOTP secret, for the console's browser tests against a running server (whose database a
 * command cannot open meanwhile). Never in production (dev routes are off there).
 */
export async function devOperatorRoutes(app: FastifyInstance) {
  route(
    app,
    opsDevEndpoints.postDevOperator,
    { tags: ['dev'], summary: 'Creates an enrolled operator (development only)' },
    async (request) => {
      const deps = depsOf(app);
      const { operator, password } = await createOperator(deps, null, {
        email: request.body.Email,
        name: request.body.Name,
        role: request.body.Role,
      });
      const totpSecret = newTotpSecret();
      await updateOperatorRow(deps.db, operator.id, { totpSecret, totpEnrolledAt: deps.clock.now() });
      return ok(request, { Email: operator.email, Password: password, TotpSecret: totpSecret });
    },
  );
}

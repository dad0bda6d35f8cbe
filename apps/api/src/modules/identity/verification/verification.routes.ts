import { identityEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { syncProviderApproval } from '../accounts/providers.service.ts';
import { findUserByEmail, findUserByPhone } from '../users/users.repo.ts';
import { verifyPhone } from '../users/users.service.ts';
import { checkCode, codeStatus, sendCode, type TCodeTarget } from './verification.service.ts';

const tags = ['verification'];

function targetOf(input: { CellPhoneNumber?: string | undefined; Email?: string | undefined }): TCodeTarget {
  return input.CellPhoneNumber
    ? { channel: 'sms', target: input.CellPhoneNumber }
    : { channel: 'email', target: input.Email! };
}

export async function verificationRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postVerificationSend,
    {
      tags,
      summary:
        'Send a 6-digit code (phone; e-mail too for password reset). Answers alike whether an account exists.',
    },
    async (request) => {
      const deps = depsOf(app);
      const target = targetOf(request.body);
      const owner =
        target.channel === 'sms'
          ? await findUserByPhone(deps.db, target.target)
          : await findUserByEmail(deps.db, target.target);
      // Phone-change codes go to the number given; sign-up codes only to a number without an account (its owner
      // got "you already have an account" at sign-up); login, reset and e-mail-change codes only to an account.
      const purpose = request.body.Purpose;
      const deliverTo = purpose === 'change_phone' || (purpose === 'register' ? !owner : !!owner);
      const status = await sendCode(deps, {
        purpose: request.body.Purpose,
        target,
        userId: owner?.id ?? null,
        ip: clientInfo(request).ip,
        locale: request.ctx.locale,
        deliverTo,
      });
      return ok(request, status, { message: '' });
    },
  );

  route(
    app,
    endpoints.getVerificationCheck,
    { tags, summary: 'The countdown and tries left of the latest code for a phone or e-mail' },
    async (request) =>
      ok(request, await codeStatus(depsOf(app), request.query.Purpose, targetOf(request.query))),
  );

  route(
    app,
    endpoints.postVerificationCheck,
    { tags, summary: 'Is this code right? A wrong code counts as a try; a right one is not used up.' },
    async (request) => {
      const { Purpose, Code } = request.body;
      await checkCode(depsOf(app), {
        purpose: Purpose,
        target: targetOf(request.body).target,
        code: Code,
        consume: false,
      });
      return ok(request, { Valid: true }, { message: '' });
    },
  );

  route(
    app,
    endpoints.putVerificationVerify,
    { tags, summary: "Confirm the signed-in user's phone with the code sent to it" },
    async (request) => {
      const deps = depsOf(app);
      const { userId } = authOf(request);
      await verifyPhone(deps, userId, request.body.Code);
      await syncProviderApproval(deps, userId);
      return ok(request, null);
    },
  );
}

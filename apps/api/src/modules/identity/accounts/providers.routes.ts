import { identityEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { inviteLink } from '../team/team.service.ts';
import { approveProvider } from './providers.service.ts';

const tags = ['provider'];

export async function providersRoutes(app: FastifyInstance) {
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

import { briefsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { runAssistantTurn } from './assistant.service.ts';

export async function assistantRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postBriefAssistantTurn,
    {
      tags: ['offers'],
      summary: 'The brief assistant: one answer in, the checked draft and the next question out',
      description:
        'Stateless: the page sends the draft back with each answer and every value of it is checked again. With LLM_BASE_URL the free text is read by the model, and only what passes the brief’s checks is kept; without it, a guided interview built from the category’s questions. When Ready, the page hands the draft to the question flow’s last step (POST Offer).',
    },
    async (request) =>
      ok(request, await runAssistantTurn(depsOf(app), request.body, request.ctx.locale, request.ip)),
  );
}

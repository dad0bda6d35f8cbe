import {
  ZAgencyTypesBody,
  ZBestExpertisesBody,
  ZBestSectorsBody,
  ZEnvelope,
  ZMatchSettingsPage,
  ZOpportunityPreferencesBody,
  ZOpportunityPreferencesPage,
  ZTechnologiesBody,
  ZWorkAreaBody,
} from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import {
  matchSettingsPage,
  opportunityPreferencesPage,
  saveAgencyTypes,
  saveBestExpertises,
  saveBestSectors,
  saveOpportunityPreferences,
  saveTechnologies,
  saveWorkArea,
} from './match-settings.service.ts';

const tags = ['match settings'];
const security = [{ bearer: [] }];
const page = { 200: ZEnvelope(ZMatchSettingsPage) };

/**
 * The agency's match settings (spec: GET Page/match-setting and its five POST calls, rules.md section 5)
 * and opportunity preferences (GET/PUT OpportunityPreference: the spec names no call; docs/decisions.md).
 * The bodies are checked for shape here and against the rules in the service, which answers each broken
 * rule with its own sentence. Each save answers with the page as it now is.
 */
export async function matchSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  api.get(
    '/Page/match-setting',
    {
      schema: {
        tags,
        summary: 'Everything the match settings screen shows, with the options to choose from',
        security,
        response: page,
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await matchSettingsPage(call(request))),
  );

  const saves = [
    [
      '/Provider/access-work-area',
      'Work regions, city preference, mobile minimum price',
      ZWorkAreaBody,
      saveWorkArea,
    ],
    ['/UserProviderType', 'Agency types: 1 to 3, distinct', ZAgencyTypesBody, saveAgencyTypes],
    [
      '/ProviderBestCategory',
      'Best expertise areas: distinct, in categories with at least 3 services',
      ZBestExpertisesBody,
      saveBestExpertises,
    ],
    ['/ProviderBestSector', 'Best sectors: at least one, distinct', ZBestSectorsBody, saveBestSectors],
    ['/Technology', 'Technologies: at least 5, distinct', ZTechnologiesBody, saveTechnologies],
  ] as const;
  for (const [path, summary, body, save] of saves) {
    api.post(
      path,
      { schema: { tags, summary, security, body, response: page }, preHandler: app.authenticate },
      async (request) => ok(request, await save(call(request), request.body)),
    );
  }

  api.get(
    '/OpportunityPreference',
    {
      schema: {
        tags,
        summary: 'The briefs the agency wants (empty lists mean any) and how it is notified',
        security,
        response: { 200: ZEnvelope(ZOpportunityPreferencesPage) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await opportunityPreferencesPage(call(request))),
  );

  api.put(
    '/OpportunityPreference',
    {
      schema: {
        tags,
        summary: 'Replace the opportunity preferences; the matching engine obeys them at once',
        security,
        body: ZOpportunityPreferencesBody,
        response: { 200: ZEnvelope(ZOpportunityPreferencesPage) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await saveOpportunityPreferences(call(request), request.body)),
  );
}

import { agenciesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
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

/**
 * The agency's match settings (spec: GET Page/match-setting and its five POST calls, rules.md section 5)
 * and opportunity preferences (GET/PUT OpportunityPreference: the spec names no call; docs/decisions.md).
 * The bodies are checked for shape here and against the rules in the service, which answers each broken
 * rule with its own sentence. Each save answers with the page as it now is.
 */
export async function matchSettingsRoutes(app: FastifyInstance) {
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  route(
    app,
    endpoints.getPageMatchSetting,
    { tags, summary: 'Everything the match settings screen shows, with the options to choose from' },
    async (request) => ok(request, await matchSettingsPage(call(request))),
  );

  const saves = [
    [
      endpoints.postProviderAccessWorkArea,
      'Work regions, city preference, mobile minimum price',
      saveWorkArea,
    ],
    [endpoints.postUserProviderType, 'Agency types: 1 to 3, distinct', saveAgencyTypes],
    [
      endpoints.postProviderBestCategory,
      'Best expertise areas: distinct, in categories with at least 3 services',
      saveBestExpertises,
    ],
    [endpoints.postProviderBestSector, 'Best sectors: at least one, distinct', saveBestSectors],
    [endpoints.postTechnology, 'Technologies: at least 5, distinct', saveTechnologies],
  ] as const;
  for (const [endpoint, summary, save] of saves) {
    route(app, endpoint, { tags, summary }, async (request) =>
      ok(request, await save(call(request), request.body)),
    );
  }

  route(
    app,
    endpoints.getOpportunityPreference,
    { tags, summary: 'The briefs the agency wants (empty lists mean any) and how it is notified' },
    async (request) => ok(request, await opportunityPreferencesPage(call(request))),
  );

  route(
    app,
    endpoints.putOpportunityPreference,
    { tags, summary: 'Replace the opportunity preferences; the matching engine obeys them at once' },
    async (request) => ok(request, await saveOpportunityPreferences(call(request), request.body)),
  );
}

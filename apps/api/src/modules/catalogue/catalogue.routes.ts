import { catalogueEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import {
  listCategories,
  listCategoriesByGroup,
  listCities,
  listCountryLanguages,
  listDistricts,
  listExpertiseQuestions,
  listExpertises,
  listProductCategories,
  listSectors,
  listTechnologies,
  type TAgencyCounts,
} from './catalogue.service.ts';

const tags = ['catalogue'];

/** Reference data for pickers and the brief flow. Public: no login needed. Names in the caller's language. */
export async function catalogueRoutes(app: FastifyInstance, options: { agencyCounts: TAgencyCounts }) {
  const db = () => app.deps.database.db;

  route(
    app,
    endpoints.categories,
    {
      tags,
      summary: 'The 25 offer categories in their fixed order, with the number of agencies in each',
    },
    async (request) =>
      ok(
        request,
        await listCategories({ db: db(), locale: request.ctx.locale, agencyCounts: options.agencyCounts }),
      ),
  );

  route(
    app,
    endpoints.categoriesByGroup,
    {
      tags,
      summary: 'The categories under their groups (software, marketing, design, communication, general)',
    },
    async (request) =>
      ok(
        request,
        await listCategoriesByGroup({
          db: db(),
          locale: request.ctx.locale,
          agencyCounts: options.agencyCounts,
        }),
      ),
  );

  route(
    app,
    endpoints.sectors,
    {
      tags,
      summary: 'Industries, alphabetical in the caller’s language',
    },
    async (request) => ok(request, await listSectors({ db: db(), locale: request.ctx.locale })),
  );

  route(
    app,
    endpoints.technologies,
    {
      tags,
      summary: 'Technologies agencies work with, by name',
    },
    async (request) => ok(request, await listTechnologies({ db: db() })),
  );

  route(
    app,
    endpoints.cities,
    {
      tags,
      summary: 'Cities (provinces) of a country, Türkiye by default; id = licence-plate code',
    },
    async (request) => ok(request, await listCities({ db: db(), query: request.query })),
  );

  route(
    app,
    endpoints.districts,
    {
      tags,
      summary: 'Districts of a city, alphabetical',
    },
    async (request) => ok(request, await listDistricts({ db: db(), cityId: request.query.CityId })),
  );

  route(
    app,
    endpoints.expertises,
    {
      tags,
      summary: 'Areas of expertise, all or of one category',
    },
    async (request) =>
      ok(
        request,
        await listExpertises({ db: db(), locale: request.ctx.locale, categoryId: request.query.CategoryId }),
      ),
  );

  route(
    app,
    endpoints.expertiseQuestions,
    {
      tags,
      summary: 'The brief questions a client answers for a category (id = category id)',
    },
    async (request) =>
      ok(
        request,
        await listExpertiseQuestions({ db: db(), locale: request.ctx.locale, categoryId: request.params.id }),
      ),
  );

  route(
    app,
    endpoints.countryLanguages,
    {
      tags,
      summary: 'Every country language (tr-TR, en-TR)',
    },
    async (request) =>
      ok(request, await listCountryLanguages({ db: db(), locale: request.ctx.locale, availableOnly: false })),
  );

  route(
    app,
    endpoints.availableCountryLanguages,
    {
      tags,
      summary: 'The country languages a user can switch to (path spelled as in the spec)',
    },
    async (request) =>
      ok(request, await listCountryLanguages({ db: db(), locale: request.ctx.locale, availableOnly: true })),
  );

  route(
    app,
    endpoints.productCategories,
    {
      tags,
      summary: 'Kinds of packaged services agencies sell, each mapped to an offer category',
    },
    async (request) => ok(request, await listProductCategories({ db: db(), locale: request.ctx.locale })),
  );
}

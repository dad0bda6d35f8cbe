import {
  ZCategory,
  ZCategoryGroup,
  ZCitiesQuery,
  ZCity,
  ZCountryLanguage,
  ZDistrict,
  ZDistrictQuery,
  ZEnvelope,
  ZExpertise,
  ZExpertiseQuestion,
  ZExpertiseQuestionsParams,
  ZExpertisesQuery,
  ZProductCategory,
  ZSector,
  ZTechnology,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/reply.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  api.get(
    '/Category',
    {
      schema: {
        tags,
        summary: 'The 25 offer categories in their fixed order, with the number of agencies in each',
        response: { 200: ZEnvelope(z.array(ZCategory)) },
      },
    },
    async (request) =>
      ok(
        request,
        await listCategories({ db: db(), locale: request.ctx.locale, agencyCounts: options.agencyCounts }),
      ),
  );

  api.get(
    '/Category/by-group',
    {
      schema: {
        tags,
        summary: 'The categories under their groups (software, marketing, design, communication, general)',
        response: { 200: ZEnvelope(z.array(ZCategoryGroup)) },
      },
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

  api.get(
    '/Sector',
    {
      schema: {
        tags,
        summary: 'Industries, alphabetical in the caller’s language',
        response: { 200: ZEnvelope(z.array(ZSector)) },
      },
    },
    async (request) => ok(request, await listSectors({ db: db(), locale: request.ctx.locale })),
  );

  api.get(
    '/Technology',
    {
      schema: {
        tags,
        summary: 'Technologies agencies work with, by name',
        response: { 200: ZEnvelope(z.array(ZTechnology)) },
      },
    },
    async (request) => ok(request, await listTechnologies({ db: db() })),
  );

  api.get(
    '/Cities',
    {
      schema: {
        tags,
        summary: 'Cities (provinces) of a country, Türkiye by default; id = licence-plate code',
        querystring: ZCitiesQuery,
        response: { 200: ZEnvelope(z.array(ZCity)) },
      },
    },
    async (request) => ok(request, await listCities({ db: db(), query: request.query })),
  );

  api.get(
    '/District',
    {
      schema: {
        tags,
        summary: 'Districts of a city, alphabetical',
        querystring: ZDistrictQuery,
        response: { 200: ZEnvelope(z.array(ZDistrict)) },
      },
    },
    async (request) => ok(request, await listDistricts({ db: db(), cityId: request.query.CityId })),
  );

  api.get(
    '/Expertises',
    {
      schema: {
        tags,
        summary: 'Areas of expertise, all or of one category',
        querystring: ZExpertisesQuery,
        response: { 200: ZEnvelope(z.array(ZExpertise)) },
      },
    },
    async (request) =>
      ok(
        request,
        await listExpertises({ db: db(), locale: request.ctx.locale, categoryId: request.query.CategoryId }),
      ),
  );

  api.get(
    '/Expertises/questions/:id',
    {
      schema: {
        tags,
        summary: 'The brief questions a client answers for a category (id = category id)',
        params: ZExpertiseQuestionsParams,
        response: { 200: ZEnvelope(z.array(ZExpertiseQuestion)) },
      },
    },
    async (request) =>
      ok(
        request,
        await listExpertiseQuestions({ db: db(), locale: request.ctx.locale, categoryId: request.params.id }),
      ),
  );

  api.get(
    '/CountryLanguage',
    {
      schema: {
        tags,
        summary: 'Every country language (tr-TR, en-TR)',
        response: { 200: ZEnvelope(z.array(ZCountryLanguage)) },
      },
    },
    async (request) =>
      ok(request, await listCountryLanguages({ db: db(), locale: request.ctx.locale, availableOnly: false })),
  );

  api.get(
    '/CountryLanguage/avaliables',
    {
      schema: {
        tags,
        summary: 'The country languages a user can switch to (path spelled as in the spec)',
        response: { 200: ZEnvelope(z.array(ZCountryLanguage)) },
      },
    },
    async (request) =>
      ok(request, await listCountryLanguages({ db: db(), locale: request.ctx.locale, availableOnly: true })),
  );

  api.get(
    '/ProductCategory',
    {
      schema: {
        tags,
        summary: 'Kinds of packaged services agencies sell, each mapped to an offer category',
        response: { 200: ZEnvelope(z.array(ZProductCategory)) },
      },
    },
    async (request) => ok(request, await listProductCategories({ db: db(), locale: request.ctx.locale })),
  );
}

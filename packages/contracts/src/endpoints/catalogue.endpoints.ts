import { z } from 'zod';
import {
  ZCategory,
  ZCategoryGroup,
  ZCitiesQuery,
  ZCity,
  ZCountryLanguage,
  ZDistrict,
  ZDistrictQuery,
  ZExpertise,
  ZExpertiseQuestion,
  ZExpertiseQuestionsParams,
  ZExpertisesQuery,
  ZProductCategory,
  ZSector,
  ZTechnology,
} from '../catalogue.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Reference data for pickers and the brief flow (public). */
export const catalogueEndpoints = {
  categories: defineEndpoint({ method: 'GET', path: '/Category', response: z.array(ZCategory) }),
  categoriesByGroup: defineEndpoint({
    method: 'GET',
    path: '/Category/by-group',
    response: z.array(ZCategoryGroup),
  }),
  sectors: defineEndpoint({ method: 'GET', path: '/Sector', response: z.array(ZSector) }),
  technologies: defineEndpoint({ method: 'GET', path: '/Technology', response: z.array(ZTechnology) }),
  cities: defineEndpoint({ method: 'GET', path: '/Cities', query: ZCitiesQuery, response: z.array(ZCity) }),
  districts: defineEndpoint({
    method: 'GET',
    path: '/District',
    query: ZDistrictQuery,
    response: z.array(ZDistrict),
  }),
  expertises: defineEndpoint({
    method: 'GET',
    path: '/Expertises',
    query: ZExpertisesQuery,
    response: z.array(ZExpertise),
  }),
  expertiseQuestions: defineEndpoint({
    method: 'GET',
    path: '/Expertises/questions/:id',
    params: ZExpertiseQuestionsParams,
    response: z.array(ZExpertiseQuestion),
  }),
  countryLanguages: defineEndpoint({
    method: 'GET',
    path: '/CountryLanguage',
    response: z.array(ZCountryLanguage),
  }),
  availableCountryLanguages: defineEndpoint({
    method: 'GET',
    path: '/CountryLanguage/avaliables',
    response: z.array(ZCountryLanguage),
  }),
  productCategories: defineEndpoint({
    method: 'GET',
    path: '/ProductCategory',
    response: z.array(ZProductCategory),
  }),
};

import type { FastifyInstance } from 'fastify';

// Filled in by the catalogue work (Category, Sector, Cities, District, Expertises, CountryLanguage, ProductCategory).
export async function catalogueRoutes(_app: FastifyInstance) {}

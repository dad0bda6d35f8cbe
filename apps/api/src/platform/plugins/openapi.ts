import { AUTH_COOKIE } from '@brifa/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the contracts' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Brifa API',
          version: 'v1',
          description:
            'Every answer is the envelope { Message, IsSuccessful, HasExceptionError, StatusCode, IsReturn, ReturnUrl, Data }; failures add ErrorCode and Errors. Paths are case-insensitive.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            // Browsers: the HttpOnly cookie the sign-in answers set; its changes must come from the app's origin.
            cookie: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);

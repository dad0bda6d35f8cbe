import { resolveBrand } from '@brifa/contracts';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import type { TClock } from './lib/clock.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { contextPlugin } from './plugins/context.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { openApiPlugin } from './plugins/openapi.ts';

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  clock: TClock;
  /** Renders everything outside /api (the server-rendered web app); absent in API-only runs and tests. */
  web?: (request: FastifyRequest, reply: FastifyReply) => unknown;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}

export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(compress, { global: true, threshold: 1024 });
  const corsOrigins = config.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (corsOrigins.length > 0) await app.register(cors, { origin: corsOrigins, credentials: true });
  await app.register(contextPlugin, {
    defaultLocale: (host) => resolveBrand(host, config.BRAND_HOSTS, config.BRAND).defaultLocale,
  });
  await app.register(envelopePlugin, deps.web ? { fallback: deps.web } : {});
  await app.register(openApiPlugin);

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await v1.register(catalogueRoutes);
    },
    { prefix: '/api/v1' },
  );
  return app;
}

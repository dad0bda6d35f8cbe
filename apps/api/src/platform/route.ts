import { type TEndpoint, type TEnvelope, ZEnvelope } from '@brifa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';

type TOut<T> = T extends z.ZodType ? z.output<T> : unknown;

/** The request a route's handler gets: params, query and body as the endpoint's schemas parse them. */
export type TEndpointRequest<E extends TEndpoint> = FastifyRequest<{
  Params: TOut<E['params']>;
  Querystring: TOut<E['query']>;
  Body: TOut<E['body']>;
}>;

export type TEndpointHandler<E extends TEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TEnvelope<z.output<E['response']>> | FastifyReply>;

/** What only the API knows about a route: its OpenAPI words and extra hooks. */
export type TRouteOptions = {
  tags: string[];
  summary: string;
  description?: string;
  /** Added after the authentication an endpoint with `auth: 'required'` gets. */
  preHandler?: RouteOptions['preHandler'];
  /** Runs before the body is read and validated (a guard whose refusal must not depend on the body). */
  onRequest?: RouteOptions['onRequest'];
  config?: RouteOptions['config'];
  validatorCompiler?: RouteOptions['validatorCompiler'];
  bodyLimit?: number;
};

/** Either scheme signs a call in (the header wins when both come). */
const bearer: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/**
 * Registers a Fastify route from a contracts endpoint: method, URL, params/querystring/body validation and
 * the response schema inside the envelope. `auth: 'required'` adds the bearer security and `app.authenticate`.
 * The instance must be the one registered under the endpoint's prefix.
 */
export function route<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: TRouteOptions,
  handler: TEndpointHandler<E>,
): void {
  if (app.prefix.toLowerCase() !== endpoint.prefix.toLowerCase()) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} belongs under ${endpoint.prefix}, not "${app.prefix}"`,
    );
  }
  const schema: FastifySchema & Record<string, unknown> = {
    tags: options.tags,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    ...(endpoint.auth !== 'none' ? { security: bearer } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.query && !endpoint.unchecked.includes('query') ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && !endpoint.unchecked.includes('body') ? { body: endpoint.body } : {}),
    ...(endpoint.form
      ? { consumes: endpoint.body ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'] }
      : {}),
    response: { [endpoint.status]: ZEnvelope(endpoint.response) },
  };
  const extra = options.preHandler ? [options.preHandler].flat() : [];
  const preHandler = endpoint.auth === 'required' ? [app.authenticate, ...extra] : extra;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(preHandler.length > 0 ? { preHandler: preHandler as RouteOptions['preHandler'] } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.validatorCompiler ? { validatorCompiler: options.validatorCompiler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: handler as unknown as RouteOptions['handler'],
  });
}

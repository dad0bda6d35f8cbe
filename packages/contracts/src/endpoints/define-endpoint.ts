import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where an endpoint's module is registered: almost everything under /api/v1 (/api/dev outside production;
 * /api/v1/ops: the operator console, behind its own guard). */
export type TApiPrefix = '/api/v1' | '/api/v1.1' | '/api' | '/api/dev' | '/api/v1/ops';

/** none: public; optional: a session is used when sent; required: 401 without one. */
export type TEndpointAuth = 'none' | 'optional' | 'required';

/** The names of a Fastify path's `:params` ('/Offer/:key/page' → 'key'). */
export type TPathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | TPathParamNames<`/${Tail}`>
    : Rest
  : never;

/** What a caller fills a path's params with (always sent as text in the URL). */
export type TPathParams<P extends string> = { [K in TPathParamNames<P>]: string | number };

/**
 * One API call, written once: the route registers it (method, URL, validation, response schema inside the
 * envelope) and the web calls it (URL from path and params, typed answer).
 */
export type TEndpoint<
  M extends THttpMethod = THttpMethod,
  P extends string = string,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  TForm extends boolean = boolean,
> = {
  readonly method: M;
  /** Fastify syntax (`:key`), relative to `prefix`. */
  readonly path: P;
  readonly prefix: TApiPrefix;
  readonly params: TParams;
  readonly query: TQuery;
  readonly body: TBody;
  /** The body is multipart/form-data (a file upload); with a body schema too, either JSON or multipart. */
  readonly form: TForm;
  /**
   * Parts the route registers no schema for: the handler checks them itself (an optional body, one of several
   * forms, rules that give field messages) or ignores them. The schema still types what callers send.
   */
  readonly unchecked: readonly ('body' | 'query')[];
  /** Request headers the route checks (e.g. an Idempotency-Key); others pass through. */
  readonly headers: z.ZodType | undefined;
  /** The envelope's `Data`. */
  readonly response: TResponse;
  /** The success status (201 for creations). */
  readonly status: 200 | 201;
  readonly auth: TEndpointAuth;
};

export function defineEndpoint<
  const M extends THttpMethod,
  const P extends string,
  TResponse extends z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  const TForm extends boolean = false,
>(spec: {
  method: M;
  path: P;
  prefix?: TApiPrefix;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  form?: TForm;
  unchecked?: readonly ('body' | 'query')[];
  headers?: z.ZodType;
  response: TResponse;
  status?: 200 | 201;
  auth?: TEndpointAuth;
}): TEndpoint<M, P, TParams, TQuery, TBody, TResponse, TForm> {
  return {
    method: spec.method,
    path: spec.path,
    prefix: spec.prefix ?? '/api/v1',
    params: spec.params as TParams,
    query: spec.query as TQuery,
    body: spec.body as TBody,
    form: (spec.form ?? false) as TForm,
    unchecked: spec.unchecked ?? [],
    headers: spec.headers,
    response: spec.response,
    status: spec.status ?? 200,
    auth: spec.auth ?? 'none',
  };
}

/** The envelope's `Data` as the caller gets it. */
export type TEndpointData<E extends TEndpoint> = z.output<E['response']>;
/** What a caller sends as the JSON body. */
export type TEndpointBody<E extends TEndpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** What a caller sends as the query string. */
export type TEndpointQuery<E extends TEndpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;

/** The absolute path of a call ('/api/v1/Offer/abc%2Fd/page'): params filled in and URL-encoded. */
export function endpointPath<E extends TEndpoint>(
  endpoint: E,
  params?: Partial<Record<string, string | number>>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '')
      throw new Error(`${endpoint.method} ${endpoint.path}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${endpoint.prefix}${path}`;
}

/** The query string of a call ('?A=1&B=x', or ''): undefined and null values are left out. */
export function endpointQueryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return search.size > 0 ? `?${search}` : '';
}

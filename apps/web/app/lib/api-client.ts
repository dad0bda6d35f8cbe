import {
  APP_VERSION,
  CHANNEL_PORTAL,
  endpointPath,
  endpointQueryString,
  LANGUAGE_CODES,
  REQUEST_HEADERS,
  STATUS_MESSAGES,
  statusMessage,
  type TEndpoint,
  type TEndpointBody,
  type TEndpointData,
  type TEndpointQuery,
  type TEnvelope,
  type TLocale,
  type TPathParamNames,
  type TPathParams,
  usableToken,
} from '@brifa/contracts';

/** An unsuccessful API answer, carrying the envelope so screens can show Message and field Errors. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly envelope: TEnvelope<null> | null;
  constructor(message: string, status: number, envelope: TEnvelope<null> | null) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.envelope = envelope;
  }
  get fieldErrors(): Record<string, string> {
    return this.envelope?.Errors ?? {};
  }
}

export type TApiContext = {
  /** '' in the browser (same origin or PUBLIC_API_URL), an absolute URL on the server. */
  baseUrl: string;
  locale: TLocale;
  token?: string | undefined;
  deviceId?: string | undefined;
  sessionId?: string | undefined;
  application: string;
  fetch?: typeof fetch;
  /** Called on a 401 (HTTP status or body StatusCode). */
  onUnauthorized?: () => void;
  /** Called for a successful answer with IsReturn and ReturnUrl. */
  onReturnUrl?: (url: string) => void;
};

export type TApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1, e.g. "Category", or an absolute API path starting with "/api/". */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function apiUrl(
  ctx: Pick<TApiContext, 'baseUrl'>,
  request: Pick<TApiRequest, 'path' | 'query'>,
): string {
  const path = request.path.startsWith('/api/')
    ? request.path
    : `/api/v1/${request.path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  return `${ctx.baseUrl.replace(/\/+$/, '')}${path}${search}`;
}

/** Calls the API with the spec's headers and unwraps the envelope; rejects unsuccessful answers. */
export async function apiRequest<T>(ctx: TApiContext, request: TApiRequest): Promise<T> {
  return (await apiEnvelope<T>(ctx, request)).Data;
}

/** Like apiRequest, but resolves with the whole envelope (for screens that show the API's own Message). */
export async function apiEnvelope<T>(ctx: TApiContext, request: TApiRequest): Promise<TEnvelope<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [REQUEST_HEADERS.acceptLanguage]: LANGUAGE_CODES[ctx.locale],
    [REQUEST_HEADERS.channel]: CHANNEL_PORTAL,
    [REQUEST_HEADERS.application]: ctx.application,
    [REQUEST_HEADERS.appVersion]: APP_VERSION,
    [REQUEST_HEADERS.country]: 'TR',
  };
  const token = usableToken(ctx.token);
  if (token) headers[REQUEST_HEADERS.authorization] = `Bearer ${token}`;
  if (ctx.deviceId) headers[REQUEST_HEADERS.deviceId] = ctx.deviceId;
  if (ctx.sessionId) headers[REQUEST_HEADERS.sessionId] = ctx.sessionId;
  Object.assign(headers, request.headers);
  // The browser sets the multipart content type itself, with its boundary.
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await (ctx.fetch ?? fetch)(apiUrl(ctx, request), {
      method: request.method ?? 'GET',
      headers,
      body:
        request.body === undefined
          ? null
          : isForm
            ? (request.body as FormData)
            : JSON.stringify(request.body),
      signal: request.signal ?? null,
      credentials: 'include',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(STATUS_MESSAGES.network[ctx.locale], 0, null);
  }

  let envelope: TEnvelope<T> | null = null;
  try {
    envelope = (await response.json()) as TEnvelope<T>;
  } catch {
    envelope = null;
  }
  const status = envelope?.StatusCode ?? response.status;
  if (response.status === 401 || status === 401) ctx.onUnauthorized?.();
  if (!response.ok || !envelope?.IsSuccessful) {
    const message = envelope?.Message || statusMessage(status, ctx.locale);
    throw new ApiRequestError(message, status, envelope as TEnvelope<null> | null);
  }
  if (envelope.IsReturn && envelope.ReturnUrl) ctx.onReturnUrl?.(envelope.ReturnUrl);
  return envelope;
}

/** A query's known keys, each also taking any value that is written as text in the URL (numbers for ids). */
type TLooseQuery<Q> = { [K in keyof Q]?: Q[K] | string | number | boolean | null };

/** What a call of an endpoint needs: params when its path has some, its query, its body (FormData for uploads). */
export type TEndpointCall<E extends TEndpoint> = ([TPathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: TPathParams<E['path']> }) &
  (E['query'] extends undefined ? { query?: undefined } : { query?: TLooseQuery<TEndpointQuery<E>> }) &
  (E['body'] extends undefined
    ? E['form'] extends true
      ? { body: FormData }
      : { body?: Record<string, never> }
    : { body: TEndpointBody<E> | (E['form'] extends true ? FormData : never) }) & {
    signal?: AbortSignal;
    /** Extra request headers, e.g. an Idempotency-Key. */
    headers?: Record<string, string>;
  };

type TCallArgs<E extends TEndpoint> =
  object extends TEndpointCall<E> ? [call?: TEndpointCall<E>] : [call: TEndpointCall<E>];

/** The apiRequest of an endpoint: URL from its path and params, method from it, answer typed by its schema. */
function endpointRequest<E extends TEndpoint>(endpoint: E, call: TEndpointCall<E> | undefined): TApiRequest {
  return {
    method: endpoint.method,
    path: `${endpointPath(endpoint, call?.params)}${endpointQueryString(call?.query)}`,
    ...(call?.body !== undefined ? { body: call.body } : {}),
    ...(call?.signal ? { signal: call.signal } : {}),
    ...(call?.headers ? { headers: call.headers } : {}),
  };
}

/**
 * Calls an endpoint of the contracts' table and resolves with its Data, typed by the endpoint's response schema.
 * The API checks every answer against that schema before sending it, so the answer is not parsed again here.
 */
export function callEndpoint<E extends TEndpoint>(
  ctx: TApiContext,
  endpoint: E,
  ...[call]: TCallArgs<E>
): Promise<TEndpointData<E>> {
  return apiRequest<TEndpointData<E>>(ctx, endpointRequest(endpoint, call));
}

/** Like callEndpoint, but resolves with the whole envelope (for screens that show the API's own Message). */
export function callEndpointEnvelope<E extends TEndpoint>(
  ctx: TApiContext,
  endpoint: E,
  ...[call]: TCallArgs<E>
): Promise<TEnvelope<TEndpointData<E>>> {
  return apiEnvelope<TEndpointData<E>>(ctx, endpointRequest(endpoint, call));
}

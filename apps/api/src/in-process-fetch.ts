import type { FastifyInstance } from 'fastify';

/** Headers that would let a call claim another client address; the in-process call states the address itself. */
const ADDRESS_HEADERS = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch for the web app's loaders that calls this API inside the process (Fastify's inject): the same
 * request the HTTP path would send (its headers, the visitor's bearer token and language), through every hook
 * an HTTP request passes (security headers, context, hygiene, the development-route check, auth), with the
 * visitor's own address as the connection's, so per-address limits and the loopback check see the visitor
 * and never this machine. No compression: nothing goes over a wire.
 */
export function inProcessFetch(app: FastifyInstance, clientAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = { host: url.host };
    request.headers.forEach((value, name) => {
      if (!ADDRESS_HEADERS.has(name) && name !== 'accept-encoding') headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: clientAddress,
      ...(body ? { payload: body } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const one of value) responseHeaders.append(name, one);
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

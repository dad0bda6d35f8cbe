import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';

/** Browser features the app never uses; embedded players keep fullscreen and picture-in-picture. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** A JSON answer loads nothing and is framed by nobody. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const HSTS = 'max-age=31536000; includeSubDomains';

/** The video players portfolio works embed (contracts' portfolio video link rule). */
const VIDEO_PLAYERS = [
  'https://www.youtube.com',
  'https://youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * Headers on every answer (helmet): nosniff, X-Frame-Options DENY, Referrer-Policy
 * strict-origin-when-cross-origin, Cross-Origin-Opener/Resource-Policy and the rest of helmet's set, a
 * Permissions-Policy, HSTS only over HTTPS, and a closed CSP on JSON. Pages get theirs from `pageSecurity`.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      // Pages: a CSP with a nonce per answer (pageSecurity); JSON: the closed one below.
      contentSecurityPolicy: false,
      // Embedded YouTube/Vimeo players do not send Cross-Origin-Resource-Policy headers.
      crossOriginEmbedderPolicy: false,
      // Files the API serves may be shown by the web app on a sibling host (PUBLIC_API_URL).
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only over HTTPS (below): on plain http it would be ignored, and on localhost it would stick.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json') && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', API_CSP);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The pages' Content-Security-Policy: scripts and styles of the app's own origin, and inline ones only with
 * this answer's nonce (React Router's hydration data, Mantine's color-scheme script and style tags); style
 * attributes inline (Mantine and React set them; they cannot run script); the API (PUBLIC_API_URL) and the
 * live WebSocket for connections; YouTube and Vimeo players as frames; nobody may frame a page.
 */
export function pageSecurity(config: TConfig) {
  const api = originOf(config.PUBLIC_API_URL);
  const apiSocket = api?.replace(/^http/, 'ws');
  const host = (req: IncomingMessage) => String(req.headers.host ?? '').replace(/[^\w.:[\]-]/g, '');
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`;
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", nonce],
      'style-src': ["'self'", nonce],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...(api ? [api] : [])],
      'font-src': ["'self'", 'data:'],
      'connect-src': [
        "'self'",
        (req) => `ws://${host(req)}`,
        (req) => `wss://${host(req)}`,
        ...(api && apiSocket ? [api, apiSocket] : []),
      ],
      'media-src': ["'self'", 'blob:', ...(api ? [api] : [])],
      'frame-src': VIDEO_PLAYERS,
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  });
  /** Sets the page headers on this answer and returns the nonce its inline scripts and styles must carry. */
  return function applyPageSecurity(request: FastifyRequest, reply: FastifyReply): string {
    const value = randomBytes(16).toString('base64');
    nonces.set(reply.raw, value);
    policy(request.raw, reply.raw, (error) => {
      if (error) throw error;
    });
    return value;
  };
}

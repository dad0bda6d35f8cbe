import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Why a webhook was not delivered. The message names the receiver's HTTP status or what stopped the request,
 * never what the receiver wrote back: it is kept in the outbox and shown to the agency.
 */
export class WebhookFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'WebhookFailure';
  }
}

export type TWebhookOptions = {
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** POSTs JSON to webhooks; resolves "HTTP <status>" on a 2xx, rejects with a WebhookFailure otherwise. */
export type TWebhookSender = { post(url: string, body: unknown, options?: TWebhookOptions): Promise<string> };

/** Enough of an answer to see Telegram's {"ok":false} on a 200; the rest is never read. */
const ANSWER_PEEK_BYTES = 2048;

/**
 * The addresses an agency (or anyone but the operator) types in reach only public addresses: the agents check
 * every address a host name resolves to when the connection is made (so a name that later resolves to an
 * internal address is refused too), and IP literals before connecting. Loopback, private, link-local, CGNAT,
 * multicast, reserved, unspecified, IPv4-mapped, 6to4/NAT64 and the cloud metadata addresses are all outside
 * ipaddr.js's "unicast" range. `allowLoopback` admits 127.0.0.1 and ::1 only (tests, local receivers).
 * The operator's own settings (OPERATOR_WEBHOOK_URL, ANALYTICS_URL) are `trustedUrls`: they may be internal.
 * Redirects are never followed: a 3xx is not delivered.
 */
export function createWebhookSender(options: {
  allowLoopback: boolean;
  trustedUrls: string[];
}): TWebhookSender {
  const filter = {
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: options.allowLoopback ? ['127.0.0.1', '::1'] : [],
  };
  const publicAgents = {
    'http:': new RequestFilteringHttpAgent(filter),
    'https:': new RequestFilteringHttpsAgent(filter),
  };
  const trusted = new Set(options.trustedUrls);
  return {
    post: (url, body, postOptions = {}) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return Promise.reject(new WebhookFailure('invalid address', null));
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:')
        return Promise.reject(new WebhookFailure('invalid address', null));
      const agent = trusted.has(url) ? undefined : publicAgents[target.protocol];
      return postJson(target, body, agent, postOptions);
    },
  };
}

function postJson(
  target: URL,
  body: unknown,
  agent: http.Agent | undefined,
  options: TWebhookOptions,
): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const payload = Buffer.from(JSON.stringify(body));
  const request = target.protocol === 'https:' ? https.request : http.request;
  return new Promise<string>((resolve, reject) => {
    const fail = (error: unknown) => reject(describeFailure(error, timeout));
    const outgoing = request(
      target,
      {
        method: 'POST',
        ...(agent ? { agent } : {}),
        signal,
        headers: {
          'content-type': 'application/json',
          'content-length': String(payload.length),
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          reject(new WebhookFailure(`HTTP ${status}: redirect not followed`, status));
          return;
        }
        if (status < 200 || status >= 300) {
          response.destroy();
          reject(new WebhookFailure(`HTTP ${status}`, status));
          return;
        }
        let peek = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (peek.length < ANSWER_PEEK_BYTES) peek += chunk;
        });
        response.on('error', fail);
        response.on('end', () => {
          // Telegram says it refused with {"ok":false} (usually with a 4xx, sometimes a 200).
          if (peek.trimStart().startsWith('{') && /"ok"\s*:\s*false/.test(peek))
            reject(new WebhookFailure(`HTTP ${status}: refused by the platform`, status));
          else resolve(`HTTP ${status}`);
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

function describeFailure(error: unknown, timeout: AbortSignal): WebhookFailure {
  if (error instanceof WebhookFailure) return error;
  if (timeout.aborted) return new WebhookFailure('no answer in time', null);
  const { message = '', code, name } = (error ?? {}) as { message?: string; code?: string; name?: string };
  if (name === 'AbortError') return new WebhookFailure('stopped', null);
  if (/is not allowed/.test(message))
    return new WebhookFailure('address not allowed (not a public address)', null);
  return new WebhookFailure(`could not connect${code ? ` (${code})` : ''}`, null);
}

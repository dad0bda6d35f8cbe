import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** Why a page could not be read, in plain words (kept on the row and shown to the agency). */
export class PageFetchFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageFetchFailure';
  }
}

export type TFetchedPage = { url: string; html: string };
export type TPageFetcher = { get(url: string): Promise<TFetchedPage> };

/**
 * GETs a page someone typed the address of, under the outbound rules of webhook-sender.ts: public addresses
 * only, checked by the agents at connect time (`allowLoopback` admits 127.0.0.1 and ::1 for tests);
 * `trustedOrigins` are the operator's own setting (BACKLINK_TRUSTED_ORIGINS) and may be internal. Redirects are
 * followed up to `maxRedirects`, each hop checked again, so a public page cannot redirect into the network.
 * At most `maxBytes` of the page are read, within `timeoutMs` in all.
 */
export function createPageFetcher(options: {
  allowLoopback: boolean;
  trustedOrigins: string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}): TPageFetcher {
  const filter = {
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: options.allowLoopback ? ['127.0.0.1', '::1'] : [],
  };
  const agents = {
    'http:': new RequestFilteringHttpAgent(filter),
    'https:': new RequestFilteringHttpsAgent(filter),
  };
  const trusted = new Set(options.trustedOrigins.map((origin) => origin.replace(/\/+$/, '')));
  return {
    get: async (url) => {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      let target = parse(url);
      for (let hop = 0; ; hop += 1) {
        const agent = trusted.has(target.origin) ? undefined : agents[target.protocol as 'http:' | 'https:'];
        const answer = await getOnce(target, agent, deadline, options.maxBytes);
        if ('location' in answer) {
          if (hop >= options.maxRedirects) throw new PageFetchFailure('too many redirects');
          target = parse(new URL(answer.location, target).toString());
          continue;
        }
        return { url: target.toString(), html: answer.html };
      }
    },
  };
}

function parse(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new PageFetchFailure('invalid address');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new PageFetchFailure('invalid address');
  return target;
}

function getOnce(
  target: URL,
  agent: http.Agent | undefined,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ location: string } | { html: string }> {
  const request = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(describe(error, signal));
    const outgoing = request(
      target,
      {
        method: 'GET',
        ...(agent ? { agent } : {}),
        signal,
        headers: { accept: 'text/html', 'user-agent': 'BrifaBacklinkChecker/1.0' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.destroy();
          resolve({ location: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.destroy();
          reject(new PageFetchFailure(`HTTP ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          // The rest of an oversized page is never read: the link is looked for in its first maxBytes.
          if (size >= maxBytes) {
            response.destroy();
            resolve({ html: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8') });
          }
        });
        response.on('error', fail);
        response.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    outgoing.on('error', fail);
    outgoing.end();
  });
}

function describe(error: unknown, deadline: AbortSignal): PageFetchFailure {
  if (error instanceof PageFetchFailure) return error;
  if (deadline.aborted) return new PageFetchFailure('no answer in time');
  const { message = '', code } = (error ?? {}) as { message?: string; code?: string };
  if (/is not allowed/.test(message))
    return new PageFetchFailure('address not allowed (not a public address)');
  return new PageFetchFailure(`could not connect${code ? ` (${code})` : ''}`);
}

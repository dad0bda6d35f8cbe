import { Readable } from 'node:stream';
import { encodeS3Path, sha256Hex, signS3Request, type TS3Credentials } from './s3-signature.ts';
import type { TStorage } from './storage.ts';

export type TS3Options = TS3Credentials & {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  /** Path-style addressing (endpoint/bucket/key), which every S3-compatible server accepts; else virtual-hosted. */
  pathStyle: boolean;
  now?: () => Date;
};

/** Files in an S3-compatible bucket, through signed HTTP requests (no SDK: two calls are all we need). */
export function createS3Storage(options: TS3Options): TStorage {
  const endpoint = new URL(options.endpoint);
  const host = options.pathStyle ? endpoint.host : `${options.bucket}.${endpoint.host}`;
  const base = endpoint.pathname.replace(/\/$/, '');
  const pathOf = (key: string) =>
    options.pathStyle ? `${base}/${options.bucket}/${encodeS3Path(key)}` : `${base}/${encodeS3Path(key)}`;
  const now = options.now ?? (() => new Date());

  async function send(method: 'PUT' | 'GET', key: string, body?: Buffer, contentType?: string) {
    const path = pathOf(key);
    const headers = signS3Request({
      method,
      host,
      path,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? ''),
      credentials: options,
      now: now(),
    });
    const { host: _host, ...sent } = headers;
    return fetch(`${endpoint.protocol}//${host}${path}`, {
      method,
      headers: sent,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  }

  return {
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) {
        throw new Error(`S3 PUT ${key} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
      }
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404 || response.status === 403) return undefined;
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      const size = Number(response.headers.get('content-length') ?? 0);
      return { stream: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), size };
    },
  };
}

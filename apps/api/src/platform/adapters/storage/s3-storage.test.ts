import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signS3Request } from './s3-signature.ts';
import { createS3Storage } from './s3-storage.ts';

describe('S3 signature v4', () => {
  it('matches the GET Object example of the AWS documentation', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object"
    const headers = signS3Request({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 storage against a local HTTP server', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: IncomingMessage[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen.push(request);
      if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=key/')) {
        response.writeHead(403).end();
        return;
      }
      const url = request.url ?? '';
      if (request.method === 'PUT') {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        objects.set(url, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
        response.writeHead(200).end();
        return;
      }
      const object = objects.get(url);
      if (!object) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-length': object.body.length }).end(object.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts a file under bucket/key and reads it back; a missing key is undefined', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'brifa',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      pathStyle: true,
    });
    await storage.put('public/agencies/7/logo-a b.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect([...objects.keys()]).toEqual(['/brifa/public/agencies/7/logo-a%20b.webp']);
    expect(objects.get('/brifa/public/agencies/7/logo-a%20b.webp')?.type).toBe('image/webp');
    const file = await storage.get('public/agencies/7/logo-a b.webp');
    expect(file?.size).toBe(10);
    expect(await text(file!.stream)).toBe('webp-bytes');
    expect(await storage.get('public/none.webp')).toBeUndefined();
    expect(
      seen.every((request) => request.headers['x-amz-date'] && request.headers['x-amz-content-sha256']),
    ).toBe(true);
  });
});

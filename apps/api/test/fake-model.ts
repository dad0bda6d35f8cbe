import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type TReceived = {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
};

/** A real HTTP server standing in for an OpenAI-compatible endpoint. */
export async function fakeModel(answer: (request: IncomingMessage) => { status: number; content?: string }) {
  const received: TReceived[] = [];
  const server: Server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(raw),
    });
    const { status, content } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(content === undefined ? { error: 'down' } : { choices: [{ message: { content } }] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './lib/csp-nonce.tsx';
import { deferPageScriptsStream } from './lib/deferred-scripts.server.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** The nonce of the page's Content-Security-Policy, from the server that serves the app (apps/api web-handler). */
    cspNonce?: string;
  }
}

export const streamTimeout = 5_000;

/** For the API that serves this app: its in-process fetch for a page's loaders (lib/api-transport.server.ts). */
export { provideApiFetch } from './lib/api-transport.server.ts';

/**
 * React Router's default Node entry, with the CSP nonce on every inline script React and React Router write
 * (the hydration data, streamed boundaries) and handed to root.tsx for Mantine and <Scripts>.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} {...(nonce ? { nonce } : {})} />
      </NonceProvider>,
      {
        ...(nonce ? { nonce } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          // The page's scripts start after its first paint (lib/deferred-scripts.server.ts).
          pipe(deferPageScriptsStream()).pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

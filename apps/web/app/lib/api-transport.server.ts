/**
 * How this page's loaders reach the API. When the API serves the web app from its own process
 * (apps/api web-handler), it hands each page request a fetch that calls the API inside the process, carrying
 * the visitor's address; a web app deployed on its own (API_URL) has none and calls the API over HTTP.
 * Keyed by the page's Request: React Router passes it to the loaders as it is (future.v8_passThroughRequests).
 */
const inProcess = new WeakMap<Request, typeof fetch>();

/** Exported from entry.server.tsx for the server that renders the app. */
export function provideApiFetch(request: Request, apiFetch: typeof fetch): void {
  inProcess.set(request, apiFetch);
}

/** The in-process fetch for this page request, unless API_URL asks for the API over HTTP. */
export function apiFetchFor(request: Request, apiUrlSet: boolean): typeof fetch | undefined {
  return apiUrlSet ? undefined : inProcess.get(request);
}

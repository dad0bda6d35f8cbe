import { LANGUAGE_CODES, REQUEST_HEADERS, STATUS_MESSAGES, type TEnvelope } from '@brifa/contracts';
import { ApiRequestError, apiUrl, type TApiContext } from '../api-client.ts';

/**
 * Downloads a file from a signed-in API call (the session cookie goes with it) and hands it to the browser as
 * a download through an object URL, so a failure shows the API's message instead of an error page.
 */
export async function downloadApiFile(api: TApiContext, path: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {
    [REQUEST_HEADERS.acceptLanguage]: LANGUAGE_CODES[api.locale],
  };
  let response: Response;
  try {
    response = await (api.fetch ?? fetch)(apiUrl(api, { path }), { headers, credentials: 'include' });
  } catch {
    throw new ApiRequestError(STATUS_MESSAGES.network[api.locale], 0, null);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as TEnvelope<null> | null;
    if (response.status === 401) api.onUnauthorized?.();
    throw new ApiRequestError(
      envelope?.Message || STATUS_MESSAGES.unexpected[api.locale],
      response.status,
      envelope,
    );
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

import { data } from 'react-router';
import { ApiRequestError } from './api-client.ts';

/**
 * For a loader's `.catch`: a failed API call reaches the route's error boundary (components/error-view.tsx)
 * with the API's status and Message instead of rendering the page as if there were no data. Unreachable
 * API (status 0) reads 503.
 */
export function throwRouteError(error: unknown): never {
  if (error instanceof ApiRequestError) {
    throw data({ Message: error.message }, { status: error.status >= 400 ? error.status : 503 });
  }
  throw error;
}

import { fieldErrors, type TLocale } from '@brifa/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

/** Validates a body against a schema chosen at run time, failing like route validation does. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown, locale: TLocale): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new ApiError('VALIDATION_FAILED', { fieldErrors: fieldErrors(result.error.issues, locale) });
  }
  return result.data;
}

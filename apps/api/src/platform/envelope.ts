import { errorMessage, statusMessage, type TEnvelope, type TErrorCode, type TLocale } from '@brifa/contracts';

export function successEnvelope<T>(
  data: T,
  locale: TLocale,
  options: { status?: number; message?: string } = {},
) {
  const status = options.status ?? 200;
  return {
    Message: options.message ?? statusMessage(status, locale),
    IsSuccessful: true,
    HasExceptionError: false,
    StatusCode: status,
    IsReturn: false,
    ReturnUrl: null,
    Data: data,
  } satisfies TEnvelope<T>;
}

export function errorEnvelope(
  code: TErrorCode,
  locale: TLocale,
  options: { status: number; message?: string; fieldErrors?: Record<string, string> },
): TEnvelope<null> {
  return {
    Message: options.message ?? errorMessage(code, locale) ?? statusMessage(options.status, locale),
    IsSuccessful: false,
    HasExceptionError: options.status >= 500,
    StatusCode: options.status,
    IsReturn: false,
    ReturnUrl: null,
    Data: null,
    ErrorCode: code,
    ...(options.fieldErrors ? { Errors: options.fieldErrors } : {}),
  };
}

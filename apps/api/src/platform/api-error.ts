import { errorStatus, type TErrorCode } from '@brifa/contracts';

/** A failure the API reports in the envelope. Modules throw these; the error handler renders them. */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  /** Fields to mark with this error's own (localised) message, e.g. ['Email'] for EMAIL_TAKEN. */
  readonly fields: string[] | undefined;
  /** Overrides the catalogue message (already localised) when a module has a more precise one. */
  readonly localizedMessage: string | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: TErrorCode,
    options: {
      fieldErrors?: Record<string, string>;
      fields?: string[];
      message?: string;
      status?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = options.status ?? errorStatus(code);
    this.fieldErrors = options.fieldErrors;
    this.fields = options.fields;
    this.localizedMessage = options.message;
    this.headers = options.headers;
  }
}

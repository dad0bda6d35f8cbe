import type { TErrorDefinition } from './error-definition.ts';

/** Codes the outbox module raises. None: it runs behind the API and answers no request. Merged into ERRORS (errors.ts). */
export const OUTBOX_ERRORS = {} as const satisfies Record<string, TErrorDefinition>;

import type { TErrorDefinition } from './error-definition.ts';

/** Codes the catalogue module raises (categories, questions, sectors, geo). None of its own yet: an inactive category is the common NOT_FOUND. Merged into ERRORS (errors.ts). */
export const CATALOGUE_ERRORS = {} as const satisfies Record<string, TErrorDefinition>;

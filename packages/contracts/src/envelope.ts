import { z } from 'zod';
import type { TErrorCode } from './errors.ts';

/** The answer shape of every API call (spec/rules.md section 7). */
export type TEnvelope<T = unknown> = {
  Message: string;
  IsSuccessful: boolean;
  HasExceptionError: boolean;
  StatusCode: number;
  IsReturn: boolean;
  ReturnUrl: string | null;
  Data: T;
  ErrorCode?: TErrorCode;
  Errors?: Record<string, string>;
};

export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    Message: z.string(),
    IsSuccessful: z.boolean(),
    HasExceptionError: z.boolean(),
    StatusCode: z.number().int(),
    IsReturn: z.boolean(),
    ReturnUrl: z.string().nullable(),
    Data: data,
    ErrorCode: z.string().optional(),
    Errors: z.record(z.string(), z.string()).optional(),
  });
}

export type TPaged<T> = { Items: T[]; TotalCount: number; PageIndex: number; PageSize: number };

export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  });
}

/** Query parameters every list call accepts. */
export const ZPageQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(1000).optional(),
  Search: z.string().trim().max(200).optional(),
});

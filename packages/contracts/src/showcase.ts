import { z } from 'zod';

/** References (client logos): square, at least 90x90, at most 10 per upload (rules.md section 5 "Files"). */
export const REFERENCE_LOGO_MIN_PX = 90;

export const ZReference = z.object({
  Id: z.number().int(),
  LogoSrc: z.string(),
  CompanyName: z.string(),
});
export type TReference = z.infer<typeof ZReference>;

export const ZReferenceUpdate = z.object({ CompanyName: z.string().trim().max(120) });

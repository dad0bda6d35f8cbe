import { z } from 'zod';
import { ZCellPhone } from './auth.ts';
import { isValidTckn } from './identity.ts';
import { CREDIT_SCORE_BANDS } from './rules.ts';

export const CREDIT_SCORE_MAX = 1000;
/** decisions.md "Issue 21: backlinks": the checker reads at most this much of a page, for at most this long. */
export const BACKLINK_PAGE_MAX_BYTES = 512 * 1024;
export const BACKLINK_FETCH_TIMEOUT_MS = 10_000;
/** decisions.md "Issue 21: backlinks": redirects followed (each hop checked again for a public address). */
export const BACKLINK_MAX_REDIRECTS = 3;

// ── Credit report (issue 21 item 2; rules.md §5 "A credit report request requires a valid national ID number
// and a birth date", §9 bands and the one-hour answer) ───────────────────────────────────────────────────────

export type TCreditBand = (typeof CREDIT_SCORE_BANDS)[number]['band'];
export const CREDIT_BANDS = CREDIT_SCORE_BANDS.map((entry) => entry.band) as TCreditBand[];

/** The band a score falls in: each band's lower bound belongs to it (900 is perfect, 899 safe). */
export function creditBandOf(score: number): TCreditBand {
  const clamped = Math.max(0, Math.min(CREDIT_SCORE_MAX, score));
  return (CREDIT_SCORE_BANDS.find((entry) => clamped >= entry.min) ?? CREDIT_SCORE_BANDS[4]).band;
}

/** An identity number as a reader may see it: the last two digits only. */
export function maskIdentityNumber(tckn: string): string {
  return `${'•'.repeat(Math.max(0, tckn.length - 2))}${tckn.slice(-2)}`;
}

const ZBirthDate = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: 'invalid',
  })
  .refine((value) => value >= '1900-01-01' && Date.parse(`${value}T00:00:00Z`) <= Date.now(), {
    message: 'invalid',
  });

/** POST CreditReport: the applicant's TCKN, birth date, phone (the account's verified number) and KVKK consent. */
export const ZCreditReportRequest = z.object({
  IdentityNumber: z.string().trim().min(1, { message: 'required' }).refine(isValidTckn, { message: 'tckn' }),
  BirthDate: ZBirthDate,
  Phone: ZCellPhone,
  IsConsentAccepted: z.literal(true, { message: 'mustAccept' }),
});
export type TCreditReportRequest = z.input<typeof ZCreditReportRequest>;

export const CREDIT_REPORT_STATES = ['pending', 'ready'] as const;

export const ZCreditReport = z.object({
  Id: z.number().int(),
  Status: z.enum(CREDIT_REPORT_STATES),
  /** Masked: the last two digits only; the number itself is stored encrypted and never answered. */
  IdentityNumberMasked: z.string(),
  Score: z.number().int().nullable(),
  Band: z.enum(CREDIT_SCORE_BANDS.map((entry) => entry.band) as [TCreditBand, ...TCreditBand[]]).nullable(),
  RequestedAt: z.string(),
  /** The promise: answered by this time (CREDIT_REPORT_HOURS after the request). */
  AnswerBy: z.string(),
  AnsweredAt: z.string().nullable(),
});
export type TCreditReport = z.infer<typeof ZCreditReport>;
/** How many of a person's earlier reports the result page lists. */
export const CREDIT_REPORT_HISTORY = 20;

// ── Backlinks and the badge (issue 21 item 3; rules.md §7 Backlink, §9 50 USD for linking the badge) ──────

export const BACKLINK_STATES = ['none', 'confirmed', 'not_found', 'nofollow', 'unreachable', 'lost'] as const;
export type TBacklinkState = (typeof BACKLINK_STATES)[number];

export const ZBacklinkSubmit = z.object({
  Url: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(2000)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { message: 'url' },
    ),
});
export type TBacklinkSubmit = z.input<typeof ZBacklinkSubmit>;

/** GET Backlink/{id} ({id}: the agency's id): its badge, the HTML to place, and the link's last check. */
export const ZBacklink = z.object({
  ProviderId: z.number().int(),
  /** The agency's Brifa profile, the address the link must point to (Turkish and English paths both count). */
  ProfileUrl: z.string(),
  /** The profile's Turkish and English addresses (the badge's HTML in each language links its own). */
  ProfileUrls: z.object({ tr: z.string(), en: z.string() }),
  BadgeUrls: z.object({ tr: z.string(), en: z.string() }),
  BadgeHtml: z.object({ tr: z.string(), en: z.string() }),
  PageUrl: z.string().nullable(),
  State: z.enum(BACKLINK_STATES),
  /** Why the last check failed, in plain words (an HTTP status, "no answer in time"); null when it passed. */
  Detail: z.string().nullable(),
  CheckedAt: z.string().nullable(),
  NextCheckAt: z.string().nullable(),
  /** The one-time wallet credit: its amount (kuruş) and when it was given (null: not yet). */
  RewardKurus: z.number().int(),
  RewardUsd: z.number(),
  RewardedAt: z.string().nullable(),
});
export type TBacklink = z.infer<typeof ZBacklink>;

import { z } from 'zod';
import { ZCellPhone, ZEmail } from './auth.ts';

/** rules.md §5 "job logo 100x100": the logo's side in pixels (square). */
export const JOB_LOGO_PX = 100;
/** How long a job post stays live once approved, by price plan (JobPricePlan); decisions.md "Issue 21 — job posts". */
// The spec names no lengths or plans: Brifa's (rules.ts is in every public page's first script, these are not).
export const JOB_PLAN_DAYS = [15, 30, 60] as const;
/** Field lengths of a job post (the spec names the fields, not their lengths: Brifa's). */
export const JOB_LIMITS = {
  positionMin: 3,
  positionMax: 120,
  descriptionMin: 30,
  descriptionMax: 5000,
  conditionsMax: 3000,
  companyMax: 120,
  placeMax: 80,
  addressMax: 300,
  applicantNameMin: 3,
  applicantNameMax: 100,
} as const;
/** The job board's page size. */
export const JOB_PAGE_SIZE = 20;

/**
 * Job posts (issue 21 item 1; product.md §3 "job posting", §4 "Job: awaiting approval, live"). An agency or a
 * client writes a post (POST Job: awaiting payment), pays its price plan and the optional partner add-on by card
 * (awaiting approval), an operator approves it (live until its plan's days end, then expired) or rejects it with
 * a reason. Anyone reads live posts on /external-job and applies with a CV. decisions.md "Issue 21 — job posts".
 */
export const JOB_STATES = ['awaiting_payment', 'awaiting_approval', 'live', 'rejected', 'expired'] as const;
export type TJobState = (typeof JOB_STATES)[number];
export const JOB_INVOICE_TYPES = ['individual', 'corporate'] as const;
export type TJobInvoiceType = (typeof JOB_INVOICE_TYPES)[number];
export const JOB_UPLOAD_KINDS = ['logo', 'image', 'attachment'] as const;
export type TJobUploadKind = (typeof JOB_UPLOAD_KINDS)[number];

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const ZJobBody = z.object({
  Position: text(JOB_LIMITS.positionMin, JOB_LIMITS.positionMax),
  Description: text(JOB_LIMITS.descriptionMin, JOB_LIMITS.descriptionMax),
  Conditions: z.string().trim().max(JOB_LIMITS.conditionsMax).default(''),
  Company: text(2, JOB_LIMITS.companyMax),
  City: text(2, JOB_LIMITS.placeMax),
  District: z.string().trim().max(JOB_LIMITS.placeMax).default(''),
  Address: z.string().trim().max(JOB_LIMITS.addressMax).default(''),
  Email: ZEmail,
  Phone: ZCellPhone,
  /** Addresses POST Job/upload answered (this poster's own uploads only). */
  LogoUrl: z.string().max(300).nullable().default(null),
  ImageUrl: z.string().max(300).nullable().default(null),
  AttachmentUrl: z.string().max(300).nullable().default(null),
  InvoiceType: z.enum(JOB_INVOICE_TYPES),
  /** The price plan's days (JobPricePlan). */
  PlanDays: z
    .number()
    .int()
    .refine((days) => (JOB_PLAN_DAYS as readonly number[]).includes(days)),
  /** Publish on the partner site too (the add-on, paid with the plan). */
  PartnerAddOn: z.boolean().default(false),
});
export type TJobBody = z.input<typeof ZJobBody>;

/** A post as the public board shows it (never the poster's account). */
export const ZPublicJob = z.object({
  Id: z.number().int(),
  Position: z.string(),
  Description: z.string(),
  Conditions: z.string(),
  Company: z.string(),
  City: z.string(),
  District: z.string(),
  Address: z.string(),
  Email: z.string(),
  Phone: z.string(),
  LogoUrl: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  AttachmentUrl: z.string().nullable(),
  PublishedAt: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
});
export type TPublicJob = z.infer<typeof ZPublicJob>;

/** One application as its poster sees it; the CV is fetched behind sign-in (CvUrl). */
export const ZJobApplicant = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  CvUrl: z.string(),
  CreatedAt: z.string(),
});
export type TJobApplicant = z.infer<typeof ZJobApplicant>;

/** A poster's own post (Job/subscription, /premium/active-jobs) with its figures. */
export const ZOwnJob = ZPublicJob.extend({
  State: z.enum(JOB_STATES),
  InvoiceType: z.enum(JOB_INVOICE_TYPES),
  PlanDays: z.number().int(),
  PartnerAddOn: z.boolean(),
  Views: z.number().int(),
  Applications: z.number().int(),
  Applicants: z.array(ZJobApplicant),
  RejectionReason: z.string().nullable(),
  CreatedAt: z.string(),
});
export type TOwnJob = z.infer<typeof ZOwnJob>;

export const ZJobIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZJobApplicationParams = z.object({
  id: z.coerce.number().int().positive(),
  applicationId: z.coerce.number().int().positive(),
});
export const ZJobPageQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(50).default(JOB_PAGE_SIZE),
  City: z.string().trim().max(JOB_LIMITS.placeMax).optional(),
});
export const ZPublicJobPage = z.object({
  Items: z.array(ZPublicJob),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
});
export type TPublicJobPage = z.infer<typeof ZPublicJobPage>;
export const ZOwnJobList = z.object({ Items: z.array(ZOwnJob) });
export type TOwnJobList = z.infer<typeof ZOwnJobList>;

/** JobPricePlan: each plan's days and price, and the partner add-on's price (kuruş, VAT included). */
export const ZJobPricePlans = z.object({
  Plans: z.array(z.object({ Id: z.string(), Days: z.number().int(), PriceKurus: z.number().int() })),
  PartnerAddOn: z.object({ Id: z.string(), PriceKurus: z.number().int() }),
});
export type TJobPricePlans = z.infer<typeof ZJobPricePlans>;

export const ZJobUploadQuery = z.object({ Kind: z.enum(JOB_UPLOAD_KINDS) });
export const ZJobUpload = z.object({ Url: z.string() });

/** An application's text fields (multipart, beside the CV file `Cv`). */
export const ZJobApplicationFields = z.object({
  Name: text(JOB_LIMITS.applicantNameMin, JOB_LIMITS.applicantNameMax),
  Email: ZEmail,
});
export const ZJobApplicationResult = z.object({ Id: z.number().int() });

/** The console's view of a post awaiting approval. */
export const ZOpsJob = ZOwnJob.extend({
  Poster: z.object({ UserId: z.number().int(), Name: z.string(), ProviderId: z.number().int().nullable() }),
});
export type TOpsJob = z.infer<typeof ZOpsJob>;

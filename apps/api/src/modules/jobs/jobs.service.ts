import {
  basketItemIds,
  formatDate,
  isLocale,
  JOB_LOGO_PX,
  JOB_PARTNER_ADDON_KURUS,
  JOB_PLAN_DAYS,
  JOB_PRICE_KURUS,
  type TJobApplicant,
  type TJobBody,
  type TJobPricePlans,
  type TJobUploadKind,
  type TLocale,
  type TOwnJob,
  type TPublicJob,
  type TPublicJobPage,
  ZJobBody,
} from '@brifa/contracts';
import type { TDeps } from '../../platform/deps.ts';
import { publicUrl } from '../../platform/deps.ts';
import { emit } from '../../platform/events.ts';
import { randomToken } from '../../platform/tokens.ts';
import { DOCUMENT_CONTENT_TYPES, documentKind } from '../files/documents.ts';
import { storePublicImage } from '../files/images.ts';
import { findMembership, findUserById } from '../identity/users/users.service.ts';
import { enqueue } from '../outbox/outbox.service.ts';
import { TEMPLATES } from '../outbox/templates.ts';
import { jobsErrors } from './jobs.errors.ts';
import './jobs.events.ts';
import {
  applicationsOf,
  countApplications,
  countView,
  expireDueJobs,
  findApplication,
  findJob,
  insertApplication,
  insertJob,
  jobsOfPoster,
  liveJobIds,
  liveJobs,
  lockJob,
  moveJob,
} from './jobs.repo.ts';
import type { TJobRow } from './jobs.table.ts';

const DAY_MS = 86_400_000;
/** Where a poster's uploads live (POST Job names only these). */
const uploadFolder = (userId: number) => `jobs/${userId}`;
const uploadPrefix = (userId: number) => `/api/v1/files/public/${uploadFolder(userId)}/`;

/** JobPricePlan: the plans (days, price) and the partner add-on, VAT included. */
export function jobPricePlans(): TJobPricePlans {
  return {
    Plans: JOB_PLAN_DAYS.map((days) => ({
      Id: basketItemIds.job(days),
      Days: days,
      PriceKurus: JOB_PRICE_KURUS[days],
    })),
    PartnerAddOn: { Id: basketItemIds.jobPartner, PriceKurus: JOB_PARTNER_ADDON_KURUS },
  };
}

function publicView(row: TJobRow): TPublicJob {
  return {
    Id: row.id,
    Position: row.position,
    Description: row.description,
    Conditions: row.conditions,
    Company: row.company,
    City: row.city,
    District: row.district,
    Address: row.address,
    Email: row.email,
    Phone: row.phone,
    LogoUrl: row.logoUrl,
    ImageUrl: row.imageUrl,
    AttachmentUrl: row.attachmentUrl,
    PublishedAt: row.publishedAt?.toISOString() ?? null,
    ExpiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function ownView(row: TJobRow, applicants: TJobApplicant[]): TOwnJob {
  return {
    ...publicView(row),
    State: row.state,
    InvoiceType: row.invoiceType,
    PlanDays: row.planDays,
    PartnerAddOn: row.partnerAddOn,
    Views: row.views,
    Applications: applicants.length,
    Applicants: applicants,
    RejectionReason: row.rejectionReason,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** POST Job: a post awaiting payment, by an agency member (for the agency) or a client. */
export async function createJob(deps: TDeps, userId: number, input: TJobBody): Promise<TOwnJob> {
  const body = ZJobBody.parse(input);
  for (const [field, url] of [
    ['LogoUrl', body.LogoUrl],
    ['ImageUrl', body.ImageUrl],
    ['AttachmentUrl', body.AttachmentUrl],
  ] as const) {
    if (url !== null && (!url.startsWith(uploadPrefix(userId)) || url.includes('..')))
      throw jobsErrors.uploadInvalid(field);
  }
  const membership = await findMembership(deps.db, userId);
  const row = await insertJob(deps.db, {
    posterUserId: userId,
    providerId: membership?.provider.id ?? null,
    position: body.Position,
    description: body.Description,
    conditions: body.Conditions,
    company: body.Company,
    city: body.City,
    district: body.District,
    address: body.Address,
    email: body.Email,
    phone: body.Phone,
    logoUrl: body.LogoUrl,
    imageUrl: body.ImageUrl,
    attachmentUrl: body.AttachmentUrl,
    invoiceType: body.InvoiceType,
    planDays: body.PlanDays,
    partnerAddOn: body.PartnerAddOn,
    createdAt: deps.clock.now(),
  });
  return ownView(row, []);
}

/**
 * POST Job/upload: the logo (a square image, stored 100x100), the image (stored at most 1200 wide) or the
 * attachment (a PDF, Word document or image, by content), under the poster's own folder.
 */
export async function uploadJobFile(
  deps: TDeps,
  userId: number,
  kind: TJobUploadKind,
  file: { body: Buffer },
): Promise<string> {
  if (kind === 'logo')
    return storePublicImage(deps, {
      body: file.body,
      folder: uploadFolder(userId),
      name: 'logo',
      variant: { width: JOB_LOGO_PX, height: JOB_LOGO_PX },
      rule: {
        ratio: { width: 1, height: 1 },
        tolerance: 0.05,
        minWidth: JOB_LOGO_PX,
        minHeight: JOB_LOGO_PX,
      },
    });
  if (kind === 'image')
    return storePublicImage(deps, {
      body: file.body,
      folder: uploadFolder(userId),
      name: 'image',
      variant: { width: 1200, height: 630 },
    });
  const type = documentKind(file.body);
  if (!type) throw jobsErrors.fileTypeInvalid();
  const key = `public/${uploadFolder(userId)}/attachment-${randomToken(9)}.${type === 'jpeg' ? 'jpg' : type}`;
  await deps.adapters.storage.put(key, file.body, DOCUMENT_CONTENT_TYPES[type]);
  return `/api/v1/files/${key}`;
}

function applicantView(jobId: number, row: { id: number; name: string; email: string; createdAt: Date }) {
  return {
    Id: row.id,
    Name: row.name,
    Email: row.email,
    CvUrl: `/api/v1/Job/${jobId}/application/${row.id}/cv`,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** Job/subscription: the caller's own posts, newest first, with views and applications. */
export async function ownJobs(deps: TDeps, userId: number): Promise<TOwnJob[]> {
  const rows = await jobsOfPoster(deps.db, userId);
  const applications = await applicationsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((job) =>
    ownView(
      job,
      applications.filter((a) => a.jobId === job.id).map((a) => applicantView(job.id, a)),
    ),
  );
}

export async function publicJobs(
  deps: TDeps,
  query: { PageIndex: number; PageSize: number; City?: string | undefined },
): Promise<TPublicJobPage> {
  const { rows, total } = await liveJobs(deps.db, {
    index: query.PageIndex,
    size: query.PageSize,
    city: query.City,
  });
  return {
    Items: rows.map(publicView),
    TotalCount: total,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

/** The sitemap's job pages (issue 21): every live post, newest first, with the day it went live. */
export async function liveJobPages(
  deps: Pick<TDeps, 'db'>,
  limit = 10_000,
): Promise<{ id: number; publishedAt: Date | null }[]> {
  return liveJobIds(deps.db, limit);
}

/** A live post's page (one view counted per visit); anything not live is not found. */
export async function publicJob(deps: TDeps, id: number): Promise<TPublicJob> {
  const row = await findJob(deps.db, id);
  if (row?.state !== 'live') throw jobsErrors.notFound();
  await countView(deps.db, id);
  return publicView({ ...row, views: row.views + 1 });
}

/**
 * An application: a name, an e-mail and a CV (PDF, Word or an image, told by content, 10 MB at most), kept in
 * private storage; the post's e-mail address is told at once (the outbox, in the same transaction).
 */
export async function applyToJob(
  deps: TDeps,
  input: { jobId: number; name: string; email: string; cv: { body: Buffer; fileName: string } | undefined },
): Promise<{ id: number }> {
  const job = await findJob(deps.db, input.jobId);
  if (job?.state !== 'live') throw jobsErrors.notFound();
  if (!input.cv) throw jobsErrors.cvRequired();
  const type = documentKind(input.cv.body);
  if (!type) throw jobsErrors.fileTypeInvalid();
  const key = `private/job-cvs/${job.id}/${randomToken(12)}.${type === 'jpeg' ? 'jpg' : type}`;
  await deps.adapters.storage.put(key, input.cv.body, DOCUMENT_CONTENT_TYPES[type]);
  return deps.db.transaction(async (tx) => {
    const created = await insertApplication(tx, {
      jobId: job.id,
      name: input.name,
      email: input.email,
      cvKey: key,
      cvFileName: input.cv!.fileName.slice(0, 200) || `cv.${type}`,
      createdAt: deps.clock.now(),
    });
    if (!created) throw jobsErrors.alreadyApplied();
    const poster = await findUserById(tx, job.posterUserId);
    const locale: TLocale = poster && isLocale(poster.language) ? poster.language : 'tr';
    await enqueue(
      { db: tx, adapters: deps.adapters, clock: deps.clock },
      {
        channel: 'email',
        to: job.email,
        template: 'jobApplication',
        locale,
        rendered: TEMPLATES.jobApplication(locale, {
          position: job.position,
          applicant: input.name,
          applicantEmail: input.email,
          link: `${publicUrl(deps.config)}/premium/active-jobs`,
        }),
        dedupeKey: `job-application:${created.id}`,
      },
    );
    return { id: created.id };
  });
}

/** The CV of an application to one of the caller's posts (404 for anyone else). */
export async function openApplicationCv(deps: TDeps, userId: number, jobId: number, applicationId: number) {
  const job = await findJob(deps.db, jobId);
  const application =
    job?.posterUserId === userId ? await findApplication(deps.db, applicationId) : undefined;
  if (!job || application?.jobId !== job.id) throw jobsErrors.notFound();
  const file = await deps.adapters.storage.get(application.cvKey);
  if (!file) throw jobsErrors.notFound();
  const extension = application.cvKey.split('.').pop() as 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';
  const type = extension === 'jpg' ? DOCUMENT_CONTENT_TYPES.jpeg : DOCUMENT_CONTENT_TYPES[extension];
  return { ...file, type, name: application.cvFileName };
}

// ── Paying: the payment core's job lines (billing's job handler calls these) ─────────────────────────────────

/** The post a job line pays: the payer's own, awaiting payment; the add-on only for a post that asked for it. */
export async function checkJobPayable(
  deps: Pick<TDeps, 'db'>,
  input: { payerUserId: number; jobId: number | undefined; partnerLine: boolean; days: number | null },
): Promise<void> {
  const job = input.jobId ? await findJob(deps.db, input.jobId) : undefined;
  if (!job || job.posterUserId !== input.payerUserId) throw jobsErrors.notFound();
  if (job.state !== 'awaiting_payment') throw jobsErrors.notAwaitingPayment();
  if (input.partnerLine ? !job.partnerAddOn : job.planDays !== input.days)
    throw jobsErrors.notAwaitingPayment();
}

/**
 * A paid plan line moves its post to awaiting approval (once: a second delivery finds it moved) and tells the
 * console; the add-on line only records that it was paid with the plan (the post asked for it at POST Job).
 */
export async function markJobPaid(
  deps: TDeps,
  input: { jobId: number; paymentRef: string; partnerLine: boolean; now: Date },
): Promise<void> {
  if (input.partnerLine) return;
  const moved = await moveJob(deps.db, input.jobId, 'awaiting_payment', {
    state: 'awaiting_approval',
    paymentRef: input.paymentRef,
    paidAt: input.now,
  });
  if (!moved) return;
  const poster = await findUserById(deps.db, moved.posterUserId);
  await emit(deps, 'jobs.awaiting_approval', {
    job: moved,
    posterName: poster ? `${poster.name} ${poster.surname}` : `#${moved.posterUserId}`,
  });
}

/** A refunded plan line takes the post off the board (back to awaiting payment is not offered: it ends). */
export async function unpublishRefundedJob(deps: Pick<TDeps, 'db'>, jobId: number, now: Date): Promise<void> {
  const job = await lockJob(deps.db, jobId);
  if (!job || job.state === 'expired' || job.state === 'rejected') return;
  await moveJob(deps.db, jobId, job.state, { state: 'expired', expiresAt: now });
}

// ── The console's decisions (ops calls these inside withAudit) ─────────────────────────────────────────────

export type TJobDecision = { before: TJobRow; after: TJobRow };

/** Approve: live from now for its plan's days; a post with the partner add-on goes to the partner adapter. */
export async function approveJob(deps: TDeps, jobId: number): Promise<TJobDecision> {
  const before = await lockJob(deps.db, jobId);
  if (!before) throw jobsErrors.notFound();
  if (before.state !== 'awaiting_approval') throw jobsErrors.notAwaitingApproval();
  const now = deps.clock.now();
  const after = (await moveJob(deps.db, jobId, 'awaiting_approval', {
    state: 'live',
    publishedAt: now,
    decidedAt: now,
    expiresAt: new Date(now.getTime() + before.planDays * DAY_MS),
  }))!;
  const link = `${publicUrl(deps.config)}/external-job/${after.id}`;
  if (after.partnerAddOn) {
    const post = {
      externalId: String(after.id),
      position: after.position,
      description: after.description,
      conditions: after.conditions,
      company: after.company,
      city: after.city,
      district: after.district,
      email: after.email,
      phone: after.phone,
      logoUrl: after.logoUrl ? `${publicUrl(deps.config)}${after.logoUrl}` : null,
      applyUrl: link,
      expiresAt: after.expiresAt!.toISOString(),
    };
    const delivery = deps.adapters.jobPartner.delivery(post);
    await enqueue(deps, {
      channel: 'webhook',
      to: delivery.to,
      template: 'jobPartner',
      locale: 'tr',
      rendered: {
        subject: `İş ilanı #${after.id}: ${after.position}`,
        text: JSON.stringify(post),
        html: null,
      },
      payload: { body: post, headers: delivery.headers },
      dedupeKey: `job-partner:${after.id}`,
      storeOnly: !delivery.deliver,
    });
  }
  await tellPoster(deps, after, (locale, name) =>
    TEMPLATES.jobApproved(locale, {
      name,
      position: after.position,
      until: formatDate(after.expiresAt!, locale),
      link,
    }),
  );
  return { before, after };
}

/** Reject with a reason the poster reads (the money goes back through the console's refund, if decided). */
export async function rejectJob(deps: TDeps, jobId: number, reason: string): Promise<TJobDecision> {
  const before = await lockJob(deps.db, jobId);
  if (!before) throw jobsErrors.notFound();
  if (before.state !== 'awaiting_approval') throw jobsErrors.notAwaitingApproval();
  const after = (await moveJob(deps.db, jobId, 'awaiting_approval', {
    state: 'rejected',
    rejectionReason: reason,
    decidedAt: deps.clock.now(),
  }))!;
  await tellPoster(deps, after, (locale, name) =>
    TEMPLATES.jobRejected(locale, { name, position: after.position, reason }),
  );
  return { before, after };
}

async function tellPoster(
  deps: TDeps,
  job: TJobRow,
  render: (locale: TLocale, name: string) => ReturnType<typeof TEMPLATES.jobRejected>,
) {
  const poster = await findUserById(deps.db, job.posterUserId);
  if (!poster) return;
  const locale: TLocale = isLocale(poster.language) ? poster.language : 'tr';
  await enqueue(deps, {
    channel: 'email',
    to: poster.email,
    template: `job-${job.state}`,
    locale,
    rendered: render(locale, poster.name),
    dedupeKey: `job-${job.state}:${job.id}`,
  });
}

/** The console's view of a post, with who posted it. */
export async function jobForOps(deps: TDeps, jobId: number) {
  const job = await findJob(deps.db, jobId);
  if (!job) throw jobsErrors.notFound();
  const [poster, applications] = await Promise.all([
    findUserById(deps.db, job.posterUserId),
    countApplications(deps.db, job.id),
  ]);
  return {
    ...ownView(job, []),
    Applications: applications,
    Poster: {
      UserId: job.posterUserId,
      Name: poster ? `${poster.name} ${poster.surname}` : `#${job.posterUserId}`,
      ProviderId: job.providerId,
    },
  };
}

/** The scheduled job: live posts whose plan days are over leave the board. */
export async function expireJobs(deps: Pick<TDeps, 'db' | 'clock'>): Promise<number> {
  const ids = await expireDueJobs(deps.db, deps.clock.now());
  return ids.length;
}

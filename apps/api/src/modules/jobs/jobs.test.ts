import { ERRORS, JOB_PARTNER_ADDON_KURUS, JOB_PRICE_KURUS, MAX_FILE_BYTES } from '@brifa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.ts';
import { agencyAccount } from '../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { image, multipartBody } from '../../../test/uploads.ts';
import { depsOf } from '../../platform/deps.ts';
import { opsQueueItems } from '../ops/queues/queues.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { expireJobs } from './jobs.service.ts';

let t: TTestApp;
let ops: Awaited<ReturnType<typeof signInOperator>>;
const db = () => t.database.db;
const DAY = 86_400_000;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(TEST_NOW);
  ops = await signInOperator(t.app, await createOperator(t.app));
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    Position: 'Kıdemli Frontend Geliştirici',
    Description:
      'React ve TypeScript ile ürün ekibimizde kullanıcı arayüzleri geliştirecek bir arkadaş arıyoruz.',
    Conditions: 'Tam zamanlı, hibrit',
    Company: 'Pixel Ajans',
    City: 'İstanbul',
    District: 'Kadıköy',
    Address: 'Moda Cad. 1',
    Email: 'ik@pixel.example',
    Phone: '5321234567',
    InvoiceType: 'corporate',
    PlanDays: 30,
    PartnerAddOn: true,
    ...overrides,
  };
}

async function postJob(token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Job',
    headers: bearer(token),
    payload: jobBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().Data as { Id: number; State: string; PlanDays: number; PartnerAddOn: boolean };
}

/** The payer's browser at the sandbox bank: the 3-D page, the code on it, the post back to the callback. */
async function throughBank(threeDsUrl: string) {
  const landing = await t.app.inject({ method: 'GET', url: threeDsUrl });
  const bankPath = /url=([^"]+)"/.exec(landing.body)![1]!;
  const page = await t.app.inject({ method: 'GET', url: bankPath });
  const code = /data-testid="sandbox-otp">(\d{6})</.exec(page.body)![1]!;
  const submitted = await t.app.inject({
    method: 'POST',
    url: bankPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code }).toString(),
  });
  const action = /action="([^"]+)"/.exec(submitted.body)![1]!;
  const fields = Object.fromEntries(
    [...submitted.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  return t.app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function basketOf(job: { Id: number; PlanDays: number; PartnerAddOn: boolean }) {
  return [
    { Id: `job:${job.PlanDays}`, Options: { JobId: job.Id } },
    ...(job.PartnerAddOn ? [{ Id: 'job_partner', Options: { JobId: job.Id } }] : []),
  ];
}

function startPayment(token: string, basket: object[], grossKurus: number, locale: 'tr' | 'en' = 'tr') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(token), 'idempotency-key': `job-test-${++keys}`, 'accept-language': locale },
    payload: {
      Type: 'job',
      BasketItems: basket,
      GrossPrice: grossKurus,
      PaidPrice: grossKurus,
      Installment: 1,
      Card: {
        HolderName: 'Mert Kaya',
        Number: '5528790000000008',
        ExpireMonth: 12,
        ExpireYear: 2030,
        Cvc: '123',
      },
    },
  });
}

/** Pays a post's plan (and its add-on) through the sandbox bank's 3-D Secure page. */
async function payJob(token: string, job: { Id: number; PlanDays: number; PartnerAddOn: boolean }) {
  const gross = JOB_PRICE_KURUS[job.PlanDays as 30] + (job.PartnerAddOn ? JOB_PARTNER_ADDON_KURUS : 0);
  const res = await startPayment(token, basketOf(job), gross);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().Data.State).toBe('waiting_3ds');
  const back = await throughBank(res.json().Data.ThreeDsUrl);
  expect(back.statusCode).toBe(303);
}

async function myJobs(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/Job/subscription', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().Data.Items as {
    Id: number;
    State: string;
    Views: number;
    Applications: number;
    RejectionReason: string | null;
    Applicants: { Name: string; CvUrl: string }[];
  }[];
}

const myJob = async (token: string, id: number) => (await myJobs(token)).find((job) => job.Id === id)!;

function opsCall(url: string, payload: object, locale: 'tr' | 'en' = 'tr') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/ops${url}`,
    headers: { ...ops.bearer, 'accept-language': locale },
    payload,
  });
}

/** An agency's paid post, waiting for the console. */
async function paidJob(overrides: Record<string, unknown> = {}) {
  const account = await agencyAccount(t.app, db());
  const job = await postJob(account.token, overrides);
  await payJob(account.token, job);
  return { ...account, job };
}

function apply(
  jobId: number,
  parts: { name?: string; email?: string; cv?: Buffer; filename?: string },
  locale = 'tr',
) {
  const body = multipartBody([
    { name: 'Name', content: parts.name ?? 'Ayşe Yılmaz' },
    { name: 'Email', content: parts.email ?? `ayse${++keys}@example.com` },
    ...(parts.cv
      ? [
          {
            name: 'Cv',
            filename: parts.filename ?? 'cv.pdf',
            content: parts.cv,
            contentType: 'application/pdf',
          },
        ]
      : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/Job/external/${jobId}/apply`,
    headers: { ...body.headers, 'accept-language': locale },
    payload: body.payload,
  });
}

async function outboxTo(to: string) {
  return db().select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(outboxMessages.id);
}

describe('job price plans (JobPricePlan)', () => {
  it('lists the plans and the 250 TL partner add-on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/JobPricePlan' });
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(
      data.Plans.map((p: { Id: string; Days: number; PriceKurus: number }) => [p.Id, p.Days, p.PriceKurus]),
    ).toEqual([
      ['job:15', 15, JOB_PRICE_KURUS[15]],
      ['job:30', 30, JOB_PRICE_KURUS[30]],
      ['job:60', 60, JOB_PRICE_KURUS[60]],
    ]);
    expect(data.PartnerAddOn).toEqual({ Id: 'job_partner', PriceKurus: 250_00 });
  });
});

describe('posting and paying', () => {
  it('a paid post (sandbox 3-D) waits for approval and opens a console item; unpaid it waits for payment', async () => {
    const { token, job } = await paidJob();
    expect(job.State).toBe('awaiting_payment');
    expect((await myJob(token, job.Id)).State).toBe('awaiting_approval');
    const [item] = await db()
      .select()
      .from(opsQueueItems)
      .where(and(eq(opsQueueItems.kind, 'job_approval'), eq(opsQueueItems.subjectId, String(job.Id))));
    expect(item?.state).toBe('open');
    expect(item?.title).toContain('Kıdemli Frontend Geliştirici');
    // Not on the board before an operator approves it.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/Job/external/${job.Id}` });
    expect(page.statusCode).toBe(404);
  });

  it('refuses to charge for a post already paid, or someone else’s post', async () => {
    const { token, job } = await paidJob({ PartnerAddOn: false });
    const again = await startPayment(token, basketOf(job), JOB_PRICE_KURUS[30], 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(ERRORS.JOB_NOT_AWAITING_PAYMENT.message.en);
    const other = await agencyAccount(t.app, db());
    const fresh = await postJob(token, { PartnerAddOn: false });
    const theirs = await startPayment(other.token, basketOf(fresh), JOB_PRICE_KURUS[30]);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().Message).toBe(ERRORS.JOB_NOT_FOUND.message.tr);
  });

  it('a client may post and pay for a job too', async () => {
    const client = await signUp(t.app, db());
    const job = await postJob(client.token, { PartnerAddOn: false, PlanDays: 15 });
    await payJob(client.token, job);
    expect((await myJob(client.token, job.Id)).State).toBe('awaiting_approval');
  });
});

describe('the console’s decision', () => {
  it('approving puts the post live for its plan’s days, sends it to the partner outbox and tells the poster', async () => {
    const { token, job, body } = await paidJob();
    const res = await opsCall(`/jobs/${job.Id}/approve`, { Reason: '' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await myJob(token, job.Id);
    expect(mine.State).toBe('live');
    const board = await t.app.inject({ method: 'GET', url: '/api/v1/Job/external?PageSize=50' });
    const live = board.json().Data.Items.find((item: { Id: number }) => item.Id === job.Id);
    expect(live.ExpiresAt).toBe(new Date(TEST_NOW.getTime() + 30 * DAY).toISOString());
    const partner = await outboxTo('outbox:job-partner');
    const sent = partner.find(
      (row) => (row.payload?.body as { externalId?: string } | undefined)?.externalId === String(job.Id),
    );
    expect(sent?.status).toBe('stored');
    expect(sent?.channel).toBe('webhook');
    const mails = await outboxTo(String(body.Email).toLowerCase());
    expect(mails.some((mail) => mail.subject?.includes('İlanınız yayında'))).toBe(true);
    const [item] = await db()
      .select()
      .from(opsQueueItems)
      .where(eq(opsQueueItems.dedupeKey, `job_approval:${job.Id}`));
    expect(item?.state).toBe('resolved');
  });

  it('rejecting needs a reason, which the poster reads; a second decision is refused in both languages', async () => {
    const { token, job } = await paidJob({ PartnerAddOn: false });
    const noReason = await opsCall(`/jobs/${job.Id}/reject`, { Reason: '' });
    expect(noReason.statusCode).toBe(400);
    const res = await opsCall(`/jobs/${job.Id}/reject`, { Reason: 'İlan metni ayrımcı ifade içeriyor' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await myJob(token, job.Id);
    expect(mine.State).toBe('rejected');
    expect(mine.RejectionReason).toBe('İlan metni ayrımcı ifade içeriyor');
    const tr = await opsCall(`/jobs/${job.Id}/approve`, { Reason: '' }, 'tr');
    expect(tr.statusCode).toBe(409);
    expect(tr.json().Message).toBe(ERRORS.JOB_NOT_AWAITING_APPROVAL.message.tr);
    const en = await opsCall(`/jobs/${job.Id}/reject`, { Reason: 'again' }, 'en');
    expect(en.json().Message).toBe(ERRORS.JOB_NOT_AWAITING_APPROVAL.message.en);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Job/external/${job.Id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('applying', () => {
  it('takes a name, an e-mail and a PDF CV, tells the poster, and shows the poster the views, the applicant and the CV', async () => {
    const { token, job } = await paidJob({ Email: 'basvuru@pixel.example' });
    await opsCall(`/jobs/${job.Id}/approve`, { Reason: '' });
    await t.app.inject({ method: 'GET', url: `/api/v1/Job/external/${job.Id}` });
    const res = await apply(job.Id, { name: 'Ayşe Yılmaz', email: 'ayse@example.com', cv: PDF });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await outboxTo('basvuru@pixel.example');
    expect(mails.at(-1)?.subject).toContain('Ayşe Yılmaz');
    const mine = await myJob(token, job.Id);
    expect(mine.Views).toBe(1);
    expect(mine.Applications).toBe(1);
    const cv = await t.app.inject({ method: 'GET', url: mine.Applicants[0]!.CvUrl, headers: bearer(token) });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.rawPayload.equals(PDF)).toBe(true);
    const stranger = await agencyAccount(t.app, db());
    const refused = await t.app.inject({
      method: 'GET',
      url: mine.Applicants[0]!.CvUrl,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(404);
    const twice = await apply(job.Id, { email: 'ayse@example.com', cv: PDF }, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe(ERRORS.JOB_ALREADY_APPLIED.message.en);
  });

  it('refuses a CV whose content is not a document, whatever its name, in both languages', async () => {
    const { job } = await paidJob({ PartnerAddOn: false });
    await opsCall(`/jobs/${job.Id}/approve`, { Reason: '' });
    const program = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(200)]);
    for (const locale of ['tr', 'en'] as const) {
      const res = await apply(job.Id, { cv: program, filename: 'cv.pdf' }, locale);
      expect(res.statusCode).toBe(415);
      expect(res.json().Message).toBe(ERRORS.JOB_FILE_TYPE_INVALID.message[locale]);
    }
    const text = await apply(job.Id, {
      cv: Buffer.from('just some text pretending to be a pdf'),
      filename: 'cv.pdf',
    });
    expect(text.statusCode).toBe(415);
    const missing = await apply(job.Id, {}, 'en');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().Message).toBe(ERRORS.JOB_CV_REQUIRED.message.en);
    expect((await apply(job.Id, { cv: await image(400, 600, 'jpeg'), filename: 'cv.jpg' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a CV over 10 MB in both languages', async () => {
    const { job } = await paidJob({ PartnerAddOn: false });
    await opsCall(`/jobs/${job.Id}/approve`, { Reason: '' });
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 1)]);
    const tr = await apply(job.Id, { cv: big }, 'tr');
    expect(tr.statusCode).toBe(413);
    expect(tr.json().Message).toBe('Dosya çok büyük. En fazla 10 MB yükleyebilirsiniz.');
    const en = await apply(job.Id, { cv: big }, 'en');
    expect(en.json().Message).toBe('The file is too big. The limit is 10 MB.');
  });

  it('a post not live takes no applications', async () => {
    const { job } = await paidJob({ PartnerAddOn: false });
    const res = await apply(job.Id, { cv: PDF });
    expect(res.statusCode).toBe(404);
  });
});

describe('expiry (fixed clock)', () => {
  it('a live post leaves the board when its plan’s days are over, not before', async () => {
    const { token, job } = await paidJob({ PartnerAddOn: false, PlanDays: 15 });
    await opsCall(`/jobs/${job.Id}/approve`, { Reason: '' });
    t.clock.set(new Date(TEST_NOW.getTime() + 15 * DAY - 60_000));
    await expireJobs(depsOf(t.app));
    expect((await myJob(token, job.Id)).State).toBe('live');
    t.clock.set(new Date(TEST_NOW.getTime() + 15 * DAY));
    expect(await expireJobs(depsOf(t.app))).toBeGreaterThanOrEqual(1);
    expect((await myJob(token, job.Id)).State).toBe('expired');
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/Job/external/${job.Id}` });
    expect(page.statusCode).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists the job board and each live post, not one awaiting approval or expired', async () => {
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const { job } = await paidJob({ PartnerAddOn: false, PlanDays: 15 });
    const loc = `<loc>http://localhost:3000/external-job/${job.Id}</loc>`;
    expect(await sitemap()).toContain('<loc>http://localhost:3000/external-job</loc>');
    expect(await sitemap()).not.toContain(loc);
    await opsCall(`/jobs/${job.Id}/approve`, { Reason: '' });
    expect(await sitemap()).toContain(`${loc}<lastmod>${TEST_NOW.toISOString().slice(0, 10)}</lastmod>`);
    t.clock.set(new Date(TEST_NOW.getTime() + 15 * DAY));
    await expireJobs(depsOf(t.app));
    expect(await sitemap()).not.toContain(loc);
  });
});

describe('uploads', () => {
  it('stores a square logo as 100x100 and refuses an address that is not the poster’s own upload', async () => {
    const account = await agencyAccount(t.app, db());
    const body = multipartBody([{ name: 'File', filename: 'logo.png', content: await image(300, 300) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Job/upload?Kind=logo',
      headers: { ...bearer(account.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().Data.Url as string;
    expect(url).toMatch(/^\/api\/v1\/files\/public\/jobs\/\d+\/logo-/);
    expect((await postJob(account.token, { LogoUrl: url })).Id).toBeGreaterThan(0);
    const other = await agencyAccount(t.app, db());
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Job',
      headers: bearer(other.token),
      payload: jobBody({ LogoUrl: url }),
    });
    expect(stolen.statusCode).toBe(422);
  });
});

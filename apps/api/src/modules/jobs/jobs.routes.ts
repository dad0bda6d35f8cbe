import { jobsEndpoints as endpoints, ZJobApplicationFields, ZJobApplicationParams } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commonErrors } from '../../platform/common.errors.ts';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { parseBody } from '../../platform/validate.ts';
import { attachmentDisposition } from '../files/documents.ts';
import { readMultipart } from '../files/uploads.ts';
import {
  applyToJob,
  createJob,
  jobPricePlans,
  openApplicationCv,
  ownJobs,
  publicJob,
  publicJobs,
  uploadJobFile,
} from './jobs.service.ts';

const tags = ['jobs'];

/** Job posts (issue 21 item 1): plans, posting, the poster's list, the public board and applications. */
export async function jobsRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  route(
    app,
    endpoints.getJobPricePlan,
    { tags, summary: 'The job post price plans and the partner add-on' },
    async (r) => ok(r, jobPricePlans()),
  );
  route(
    app,
    endpoints.postJob,
    { tags, summary: 'A job post, awaiting payment (agency member or client)' },
    async (r, reply) =>
      reply.code(201).send(ok(r, await createJob(deps(), authOf(r).userId, r.body), { status: 201 })),
  );
  route(
    app,
    endpoints.postJobUpload,
    {
      tags,
      summary: 'A job post’s logo (square, stored 100x100), image, or attachment (PDF, Word or image)',
    },
    async (r) => {
      const { files } = await readMultipart(r, { maxFiles: 1 });
      const file = files[0];
      if (!file) throw commonErrors.validationFailed(['File']);
      return ok(r, { Url: await uploadJobFile(deps(), authOf(r).userId, r.query.Kind, file) });
    },
  );
  route(
    app,
    endpoints.getJobSubscription,
    { tags, summary: 'The caller’s own job posts with views and applications' },
    async (r) => ok(r, { Items: await ownJobs(deps(), authOf(r).userId) }),
  );
  route(
    app,
    endpoints.getJobExternal,
    { tags, summary: 'The public job board: live posts, newest first' },
    async (r) => ok(r, await publicJobs(deps(), r.query)),
  );
  route(app, endpoints.getJobExternalById, { tags, summary: 'A live job post (counts a view)' }, async (r) =>
    ok(r, await publicJob(deps(), r.params.id)),
  );
  route(
    app,
    endpoints.postJobApply,
    {
      tags,
      summary:
        'Apply to a live post: multipart Name, Email and one `Cv` (PDF, Word or image by content, 10 MB)',
    },
    async (r, reply) => {
      const { files, fields } = await readMultipart(r, { maxFiles: 1 });
      const input = parseBody(ZJobApplicationFields, fields, r.ctx.locale);
      const cv = files.find((file) => file.fieldName === 'Cv') ?? files[0];
      const created = await applyToJob(deps(), {
        jobId: r.params.id,
        name: input.Name,
        email: input.Email,
        cv: cv ? { body: cv.body, fileName: cv.fileName } : undefined,
      });
      return reply.code(201).send(ok(r, { Id: created.id }, { status: 201 }));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/Job/:id/application/:applicationId/cv',
    {
      schema: {
        tags,
        summary: 'An applicant’s CV, for the post’s poster only (404 otherwise)',
        security: [{ bearer: [] }],
        params: ZJobApplicationParams,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { id, applicationId } = request.params;
      const file = await openApplicationCv(deps(), authOf(request).userId, id, applicationId);
      reply.header('content-type', file.type);
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', attachmentDisposition(file.name));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );
}

import { agenciesEndpoints as endpoints, ZProviderBasicInformation } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors } from '../../../platform/common.errors.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { parseBody } from '../../../platform/validate.ts';
import { findPublicAgency } from '../../identity/accounts/providers.service.ts';
import {
  aboutPage,
  saveBasicInformation,
  saveDescription,
  saveImage,
  savePresentation,
  savePresentationVisibility,
  saveSocialMedia,
} from './profile.service.ts';

const tags = ['profile'];

/**
 * The agency's profile settings (/provider/settings/about). Every save answers with the page as it now is.
 * Legal details are the owner's; descriptions, links, images and the presentation any team user may edit.
 */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  route(
    app,
    endpoints.getPageAboutSetting,
    { tags, summary: 'Everything the profile settings page shows' },
    async (request) => ok(request, await aboutPage(call(request))),
  );

  route(
    app,
    endpoints.putProviderBasicInformation,
    {
      tags,
      summary: "The agency's name, legal details and contact (owner only)",
      // Checked in the handler so that the legal rules answer with their own sentences.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request) =>
      ok(
        request,
        await saveBasicInformation(
          call(request),
          parseBody(ZProviderBasicInformation, request.body, request.ctx.locale),
        ),
      ),
  );

  route(
    app,
    endpoints.putProviderDescription,
    { tags, summary: 'Short (max 140) and long (min 140) descriptions, up to 6 agency types' },
    async (request) => ok(request, await saveDescription(call(request), request.body)),
  );

  route(
    app,
    endpoints.putSocialMedia,
    { tags, summary: 'Social links, each on its own platform' },
    async (request) => ok(request, await saveSocialMedia(call(request), request.body)),
  );

  for (const kind of ['logo', 'banner'] as const) {
    route(
      app,
      kind === 'logo' ? endpoints.putProviderLogo : endpoints.putProviderBanner,
      {
        tags,
        summary:
          kind === 'logo'
            ? 'Logo (JPEG or PNG, stored as a 200x200 WebP)'
            : 'Banner (JPEG or PNG, stored as a 1600x400 WebP)',
      },
      async (request) => ok(request, await saveImage(call(request), kind, request)),
    );
  }

  route(
    app,
    endpoints.putProviderPresentation,
    { tags, summary: 'The presentation (PDF, at most 10 MB)' },
    async (request) => ok(request, await savePresentation(call(request), request)),
  );

  route(
    app,
    endpoints.putProviderPresentationVisibility,
    { tags, summary: 'Show or hide the presentation on the public profile' },
    async (request) => ok(request, await savePresentationVisibility(call(request), request.body.IsVisible)),
  );

  api.get(
    '/Provider/:slug/presentation',
    {
      schema: {
        tags,
        summary: "The agency's presentation, when it shows it",
        params: z.object({ slug: z.string().min(1).max(120) }),
      },
    },
    async (request, reply) => {
      const deps = depsOf(app);
      const agency = await findPublicAgency(deps.db, request.params.slug);
      const provider = agency?.provider;
      if (!provider?.presentationKey || !provider.isPresentationVisible) throw commonErrors.notFound();
      const file = await deps.adapters.storage.get(provider.presentationKey);
      if (!file) throw commonErrors.notFound();
      const name = provider.presentationName ?? 'presentation.pdf';
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`);
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(file.stream);
    },
  );
}

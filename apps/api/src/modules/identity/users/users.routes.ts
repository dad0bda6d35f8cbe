import { EMAIL_CHANGE_SENT_MESSAGE, identityEndpoints as endpoints, isLocale } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { commonErrors } from '../../../platform/common.errors.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { acceptTerms } from '../accounts/contract-versions.service.ts';
import {
  confirmEmailChangeLink,
  emailChangeStatus,
  reportEmailChangeLink,
  withdrawEmailChange,
} from './email-change.service.ts';
import { setUserImage } from './user-images.ts';
import {
  changePassword,
  initializePhone,
  sendInitialPasswordEmail,
  setLanguage,
  updateName,
} from './users.service.ts';

const tags = ['user'];

export async function usersRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.putUserAcceptTerms,
    { tags, summary: 'A client accepts the terms of use in force (the contract-update prompt)' },
    async (request) => {
      await acceptTerms(depsOf(app), authOf(request).userId);
      return ok(request, null);
    },
  );

  route(
    app,
    endpoints.putUserName,
    {
      tags,
      summary:
        'Name and surname; a new login e-mail (with the current password or a phone code) waits for its link',
    },
    async (request) => {
      const status = await updateName(
        depsOf(app),
        authOf(request).userId,
        request.body,
        clientInfo(request),
        request.ctx.locale,
      );
      // The toast must not say "saved" of an address that only waits for its link.
      const waits = !!request.body.Email && request.body.Email === status.PendingEmail;
      return ok(request, status, waits ? { message: EMAIL_CHANGE_SENT_MESSAGE[request.ctx.locale] } : {});
    },
  );

  route(
    app,
    endpoints.getUserEmailChange,
    { tags, summary: 'The login e-mail change waiting for the new address to confirm it' },
    async (request) => ok(request, await emailChangeStatus(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.deleteUserEmailChange,
    { tags, summary: 'Withdraw the pending login e-mail change' },
    async (request) => ok(request, await withdrawEmailChange(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.postUserEmailChangeConfirm,
    { tags, summary: 'The new address confirms the login e-mail change (single-use link)' },
    async (request) => ok(request, await confirmEmailChangeLink(depsOf(app), request.body.Token)),
  );

  route(
    app,
    endpoints.postUserEmailChangeReport,
    {
      tags,
      summary: '"This was not me" from the old address: cancels (or undoes) the change, signs out everywhere',
    },
    async (request) => {
      await reportEmailChangeLink(depsOf(app), request.body.Token);
      return ok(request, null);
    },
  );

  route(
    app,
    endpoints.putUserPassword,
    { tags, summary: 'Change the password (the current one is required once a password exists)' },
    async (request) => {
      await changePassword(depsOf(app), authOf(request), request.body);
      return ok(request, null);
    },
  );

  route(app, endpoints.putUserLanguage, { tags, summary: 'Interface language' }, async (request) => {
    const locale = request.body.LanguageCode.slice(0, 2);
    if (!isLocale(locale)) throw commonErrors.validationFailed();
    await setLanguage(depsOf(app), authOf(request).userId, locale);
    return ok(request, { LanguageCode: request.body.LanguageCode });
  });

  route(
    app,
    endpoints.postUserInitialPasswordEmail,
    { tags, summary: 'E-mail a sign-in link to set the first password' },
    async (request) => {
      await sendInitialPasswordEmail(depsOf(app), authOf(request).userId, request.ctx.locale);
      return ok(request, null);
    },
  );

  route(
    app,
    endpoints.putUserInitiliazePhone,
    {
      tags,
      summary:
        'Set or change the phone: a verified number (with the current password) is replaced when the new one’s code comes back',
    },
    async (request) => {
      const status = await initializePhone(
        depsOf(app),
        authOf(request).userId,
        request.body,
        clientInfo(request),
        request.ctx.locale,
      );
      return ok(request, status);
    },
  );

  const imageRoute = (
    endpoint: typeof endpoints.putUserImage | typeof endpoints.putUserBannerImage,
    kind: 'image' | 'banner',
  ) =>
    route(
      app,
      endpoint,
      {
        tags,
        summary:
          kind === 'image'
            ? 'Profile photo (JPEG or PNG, at most 10 MB)'
            : 'Banner (JPEG or PNG, at most 10 MB)',
      },
      async (request: FastifyRequest) => {
        const src = await setUserImage(depsOf(app), authOf(request).userId, kind, request);
        return ok(request, { ImageSrc: src });
      },
    );
  imageRoute(endpoints.putUserImage, 'image');
  imageRoute(endpoints.putUserBannerImage, 'banner');
}

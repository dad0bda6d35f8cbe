import {
  isLocale,
  ZAuthorizeResult,
  ZClientRegister,
  ZEnvelope,
  ZInitializePhone,
  ZPasswordChange,
  ZUserLanguage,
  ZUserName,
  ZVerificationStatus,
} from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../../../platform/client-info.ts';
import { commonErrors } from '../../../platform/common.errors.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { setUserImage } from './user-images.ts';
import {
  changePassword,
  initializePhone,
  registerClient,
  sendInitialPasswordEmail,
  setLanguage,
  updateName,
} from './users.service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/user/register',
    {
      schema: {
        tags,
        summary: 'Client sign-up; signs in and sends the phone code',
        body: ZClientRegister,
        response: { 201: ZEnvelope(ZAuthorizeResult) },
      },
    },
    async (request, reply) => {
      const result = await registerClient(depsOf(app), request.body, clientInfo(request), request.ctx.locale);
      return reply.code(201).send(ok(request, result, { status: 201 }));
    },
  );

  api.put(
    '/user/name',
    {
      schema: {
        tags,
        summary: 'Name, surname and contact e-mail',
        security,
        body: ZUserName,
        response: { 200: ZEnvelope(z.null()) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await updateName(depsOf(app), authOf(request).userId, request.body);
      return ok(request, null);
    },
  );

  api.put(
    '/user/password',
    {
      schema: {
        tags,
        summary: 'Change the password (the current one is required once a password exists)',
        security,
        body: ZPasswordChange,
        response: { 200: ZEnvelope(z.null()) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await changePassword(depsOf(app), authOf(request), request.body);
      return ok(request, null);
    },
  );

  api.put(
    '/user/language',
    {
      schema: {
        tags,
        summary: 'Interface language',
        security,
        body: ZUserLanguage,
        response: { 200: ZEnvelope(ZUserLanguage) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const locale = request.body.LanguageCode.slice(0, 2);
      if (!isLocale(locale)) throw commonErrors.validationFailed();
      await setLanguage(depsOf(app), authOf(request).userId, locale);
      return ok(request, { LanguageCode: request.body.LanguageCode });
    },
  );

  api.post(
    '/user/initial-password-email',
    {
      schema: {
        tags,
        summary: 'E-mail a sign-in link to set the first password',
        security,
        response: { 200: ZEnvelope(z.null()) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await sendInitialPasswordEmail(depsOf(app), authOf(request).userId, request.ctx.locale);
      return ok(request, null);
    },
  );

  api.put(
    '/user/initiliaze-phone',
    {
      schema: {
        tags,
        summary: 'Set or change the phone; it stays unverified until its code is entered',
        security,
        body: ZInitializePhone,
        response: { 200: ZEnvelope(ZVerificationStatus) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const status = await initializePhone(
        depsOf(app),
        authOf(request).userId,
        request.body.CellPhoneNumber,
        clientInfo(request),
        request.ctx.locale,
      );
      return ok(request, status);
    },
  );

  const imageRoute = (url: string, kind: 'image' | 'banner') =>
    api.put(
      url,
      {
        schema: {
          tags,
          summary:
            kind === 'image'
              ? 'Profile photo (JPEG or PNG, at most 10 MB)'
              : 'Banner (JPEG or PNG, at most 10 MB)',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: ZEnvelope(z.object({ ImageSrc: z.string() })) },
        },
        preHandler: app.authenticate,
      },
      async (request: FastifyRequest) => {
        const src = await setUserImage(depsOf(app), authOf(request).userId, kind, request);
        return ok(request, { ImageSrc: src });
      },
    );
  imageRoute('/user/image', 'image');
  imageRoute('/user/banner-image', 'banner');
}

import { z } from 'zod';
import { ZSessionUser } from '../session.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The signed-in user with the counters every screen's header shows. */
export const sessionEndpoints = {
  postUserMeById: defineEndpoint({
    method: 'POST',
    path: '/user/me/:id',
    params: z.object({ id: z.coerce.number().int() }),
    response: ZSessionUser,
    auth: 'required',
  }),
};

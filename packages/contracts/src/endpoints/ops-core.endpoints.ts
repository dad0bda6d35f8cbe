import { z } from 'zod';
import {
  ZAuditPage,
  ZAuditQuery,
  ZOperator,
  ZOperatorCreate,
  ZOperatorCreated,
  ZOperatorListItem,
  ZOperatorUpdate,
  ZOpsHome,
  ZOpsSecondFactor,
  ZOpsSession,
  ZOpsSignIn,
  ZOpsSignInChallenge,
  ZQueueItem,
  ZQueueResolve,
} from '../ops/ops-core.ts';
import { defineEndpoint } from './define-endpoint.ts';

const prefix = '/api/v1/ops';
const ZId = z.object({ id: z.coerce.number().int().positive() });

/**
 * The operator console's own calls (issue 17, ops-core). Every one but the two sign-in steps needs a live ops
 * session (apps/api/src/modules/ops/operators/ops-route.ts); without one the call answers 404 as if it did not
 * exist. `auth` stays 'none' here: the users' guard must never run on them.
 */
export const opsCoreEndpoints = {
  postSignIn: defineEndpoint({
    method: 'POST',
    path: '/sign-in',
    prefix,
    body: ZOpsSignIn,
    response: ZOpsSignInChallenge,
  }),
  postSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/sign-in/second-factor',
    prefix,
    body: ZOpsSecondFactor,
    response: ZOpsSession,
  }),
  postSignOut: defineEndpoint({ method: 'POST', path: '/sign-out', prefix, response: z.null() }),
  getMe: defineEndpoint({ method: 'GET', path: '/me', prefix, response: ZOperator }),
  getHome: defineEndpoint({ method: 'GET', path: '/home', prefix, response: ZOpsHome }),
  getQueueItem: defineEndpoint({
    method: 'GET',
    path: '/queue/:id',
    prefix,
    params: ZId,
    response: ZQueueItem,
  }),
  postQueueAssign: defineEndpoint({
    method: 'POST',
    path: '/queue/:id/assign',
    prefix,
    params: ZId,
    response: ZQueueItem,
  }),
  postQueueResolve: defineEndpoint({
    method: 'POST',
    path: '/queue/:id/resolve',
    prefix,
    params: ZId,
    body: ZQueueResolve,
    response: ZQueueItem,
  }),
  getAudit: defineEndpoint({
    method: 'GET',
    path: '/audit',
    prefix,
    query: ZAuditQuery,
    response: ZAuditPage,
  }),
  getOperators: defineEndpoint({
    method: 'GET',
    path: '/operators',
    prefix,
    response: z.object({ Items: z.array(ZOperatorListItem) }),
  }),
  postOperator: defineEndpoint({
    method: 'POST',
    path: '/operators',
    prefix,
    body: ZOperatorCreate,
    response: ZOperatorCreated,
    status: 201,
  }),
  putOperator: defineEndpoint({
    method: 'PUT',
    path: '/operators/:id',
    prefix,
    params: ZId,
    body: ZOperatorUpdate,
    response: ZOperatorListItem,
  }),
};

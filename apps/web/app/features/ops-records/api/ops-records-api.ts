import {
  opsActionsEndpoints as endpoints,
  type TOpsActionResult,
  type TOpsAgency,
  type TOpsBrief,
  type TOpsClient,
  type TOpsSearchKind,
} from '@brifa/contracts';
import type { z } from 'zod';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** The console's record calls (issue 17): loaders call them on the server, dialogs in the browser. */

export function searchRecords(api: TApiContext, q: string, kind?: TOpsSearchKind) {
  return callEndpoint(api, endpoints.getSearch, { query: { Q: q, ...(kind ? { Kind: kind } : {}) } });
}

export function getClientRecord(api: TApiContext, id: number): Promise<TOpsClient> {
  return callEndpoint(api, endpoints.getClient, { params: { id } });
}

export function getAgencyRecord(api: TApiContext, id: number): Promise<TOpsAgency> {
  return callEndpoint(api, endpoints.getAgency, { params: { id } });
}

export function getBriefRecord(api: TApiContext, key: string): Promise<TOpsBrief> {
  return callEndpoint(api, endpoints.getBrief, { params: { key } });
}

export type TDeadMessages = z.output<typeof endpoints.getDeadMessages.response>;

export function getDeadMessages(api: TApiContext, page: number): Promise<TDeadMessages> {
  return callEndpoint(api, endpoints.getDeadMessages, { query: { Page: page } });
}

/** Every action by name: what a dialog posts (params from the page, body from the dialog). */
export const OPS_ACTION_ENDPOINTS = {
  invalidate: endpoints.postInvalidateBrief,
  invite: endpoints.postInviteAgency,
  grant: endpoints.postWalletGrant,
  takeBack: endpoints.postWalletTakeBack,
  suspendAgency: endpoints.postAgencySuspend,
  reinstateAgency: endpoints.postAgencyReinstate,
  hide: endpoints.postAgencyHide,
  show: endpoints.postAgencyShow,
  resendAgency: endpoints.postAgencyResendVerification,
  review: endpoints.postReviewDecision,
  suspendClient: endpoints.postClientSuspend,
  reinstateClient: endpoints.postClientReinstate,
  resendClient: endpoints.postClientResendVerification,
  retry: endpoints.postDeadRetry,
  discard: endpoints.postDeadDiscard,
  cancelSubscription: endpoints.postSubscriptionCancel,
  moneyBack: endpoints.postSubscriptionMoneyBack,
  extendSubscription: endpoints.postSubscriptionExtend,
} as const;
export type TOpsActionName = keyof typeof OPS_ACTION_ENDPOINTS;

export function postAction(
  api: TApiContext,
  name: TOpsActionName,
  params: Record<string, string | number>,
  body: Record<string, unknown>,
): Promise<TOpsActionResult> {
  const endpoint = OPS_ACTION_ENDPOINTS[name];
  // The dialog builds the body its action takes; the API validates it (a forged one is refused there).
  return callEndpoint(api, endpoint as typeof endpoints.postAgencySuspend, {
    params: params as { id: number },
    body: body as { Reason: string },
  });
}

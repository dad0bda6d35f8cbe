import { opsCoreEndpoints as endpoints, type TAuditQuery, type TOperatorRole } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** The ops-core calls of the console's screens (loaders pass opsApi(request), the browser useOpsApi()). */
export const opsConsoleApi = {
  signIn: (api: TApiContext, body: { Email: string; Password: string }) =>
    callEndpoint(api, endpoints.postSignIn, { body }),
  secondFactor: (api: TApiContext, body: { ChallengeToken: string; Code?: string; RecoveryCode?: string }) =>
    callEndpoint(api, endpoints.postSecondFactor, { body }),
  home: (api: TApiContext) => callEndpoint(api, endpoints.getHome),
  queueItem: (api: TApiContext, id: string | number) =>
    callEndpoint(api, endpoints.getQueueItem, { params: { id } }),
  assign: (api: TApiContext, id: number) => callEndpoint(api, endpoints.postQueueAssign, { params: { id } }),
  resolve: (api: TApiContext, id: number, body: { Outcome: 'resolved' | 'dismissed'; Note: string }) =>
    callEndpoint(api, endpoints.postQueueResolve, { params: { id }, body }),
  audit: (api: TApiContext, query: Partial<TAuditQuery>) => callEndpoint(api, endpoints.getAudit, { query }),
  operators: (api: TApiContext) => callEndpoint(api, endpoints.getOperators),
  createOperator: (api: TApiContext, body: { Email: string; Name: string; Role: TOperatorRole }) =>
    callEndpoint(api, endpoints.postOperator, { body }),
  updateOperator: (api: TApiContext, id: number, body: { Role?: TOperatorRole; Disabled?: boolean }) =>
    callEndpoint(api, endpoints.putOperator, { params: { id }, body }),
};

/** The audit page's filter, read from and written to the URL (so a filtered view can be shared). */
export function auditQueryFrom(search: URLSearchParams): Partial<TAuditQuery> {
  const query: Record<string, string> = {};
  for (const key of ['OperatorId', 'Action', 'SubjectType', 'SubjectId', 'From', 'To', 'Page']) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query as Partial<TAuditQuery>;
}

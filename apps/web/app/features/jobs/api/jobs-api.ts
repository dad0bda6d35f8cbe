import { jobsEndpoints as endpoints, type TJobBody, type TJobUploadKind } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** Job posts (issue 21): plans, posting, uploads, the poster's list, the public board and applying. */
export const jobsApi = {
  plans: (api: TApiContext) => callEndpoint(api, endpoints.getJobPricePlan),
  create: (api: TApiContext, body: TJobBody) => callEndpoint(api, endpoints.postJob, { body }),
  upload: (api: TApiContext, kind: TJobUploadKind, file: File) => {
    const body = new FormData();
    body.append('File', file);
    return callEndpoint(api, endpoints.postJobUpload, { query: { Kind: kind }, body });
  },
  mine: (api: TApiContext) => callEndpoint(api, endpoints.getJobSubscription),
  board: (api: TApiContext, pageIndex = 0) =>
    callEndpoint(api, endpoints.getJobExternal, { query: { PageIndex: pageIndex } }),
  job: (api: TApiContext, id: number) => callEndpoint(api, endpoints.getJobExternalById, { params: { id } }),
  apply: (api: TApiContext, id: number, input: { name: string; email: string; cv: File }) => {
    const body = new FormData();
    body.append('Name', input.name);
    body.append('Email', input.email);
    body.append('Cv', input.cv);
    return callEndpoint(api, endpoints.postJobApply, { params: { id }, body });
  },
};

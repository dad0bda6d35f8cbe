import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** PUT Provider/approve: the owner confirms the agency's registration details are correct. */
export function approveProviderInformation(api: TApiContext): Promise<null> {
  return callEndpoint(api, identityEndpoints.putProviderApprove, { body: { IsApproved: true } });
}

/** PUT Provider/approve-contract: the owner accepts the contract and rules. */
export function approveProviderContract(api: TApiContext): Promise<null> {
  return callEndpoint(api, identityEndpoints.putProviderApproveContract, { body: { IsApproved: true } });
}

/** Sends whichever approvals are still missing, information first. */
export function useApproveProvider() {
  const api = useApiContext();
  return useMutation({
    mutationFn: async (pending: { information: boolean; contract: boolean }) => {
      if (pending.information) await approveProviderInformation(api);
      if (pending.contract) await approveProviderContract(api);
    },
  });
}

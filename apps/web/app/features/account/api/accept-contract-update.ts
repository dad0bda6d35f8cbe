import { identityEndpoints, type TLegalDocument } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { approveProviderContract } from './approve-provider.ts';

/**
 * Accepts the version in force of the document the session asks for: the agency's owner through the existing
 * PUT Provider/approve-contract, a client through PUT user/accept-terms.
 */
export function useAcceptContractUpdate() {
  const api = useApiContext();
  return useMutation({
    mutationFn: (document: TLegalDocument) =>
      document === 'agencyContract'
        ? approveProviderContract(api)
        : callEndpoint(api, identityEndpoints.putUserAcceptTerms, { body: { IsApproved: true } }),
  });
}

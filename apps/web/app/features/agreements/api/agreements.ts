import { agreementsEndpoints, type TAgreement, type TAgreementPeriod } from '@brifa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const AGREEMENTS_QUERY_KEY = ['agreements'] as const;

/** GET AgreementDocument: the caller's agreements (an agency's with its pending won refunds). */
export function useAgreements(enabled: boolean) {
  const api = useApiContext();
  return useQuery({
    queryKey: AGREEMENTS_QUERY_KEY,
    queryFn: () => callEndpoint(api, agreementsEndpoints.getAgreementDocuments, { query: {} }),
    enabled,
    staleTime: 60_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: AGREEMENTS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

export type TDocumentsInput = {
  amount: string;
  period: TAgreementPeriod;
  months: number | null;
  contract: File | null;
  invoice: File | null;
};

/** PUT AgreementDocument/{id}: the amount, the period and the contract and invoice files (multipart). */
export function useSendDocuments(id: number) {
  const api = useApiContext();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TDocumentsInput): Promise<TAgreement> => {
      const body = new FormData();
      body.append('Amount', input.amount);
      body.append('Period', input.period);
      if (input.period === 'monthly' && input.months) body.append('Months', String(input.months));
      if (input.contract) body.append('Contract', input.contract, input.contract.name);
      if (input.invoice) body.append('Invoice', input.invoice, input.invoice.name);
      return callEndpoint(api, agreementsEndpoints.putAgreementDocument, {
        params: { id },
        body,
      });
    },
    onSuccess: refresh,
  });
}

/** POST OfferAgreement/{id}/confirm: the client confirms the amount it was shown. */
export function useConfirmAgreement() {
  const api = useApiContext();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, amountKurus }: { id: number; amountKurus: number }) =>
      callEndpoint(api, agreementsEndpoints.postOfferAgreementConfirm, {
        params: { id },
        body: { AmountKurus: amountKurus },
      }),
    onSuccess: refresh,
  });
}

/** POST OfferAgreement/{id}/end: either side ends it with a reason. */
export function useEndAgreement() {
  const api = useApiContext();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callEndpoint(api, agreementsEndpoints.postOfferAgreementEnd, {
        params: { id },
        body: { Reason: reason },
      }),
    onSuccess: refresh,
  });
}

/** PUT OfferAgreement/{id}/timeline-consent: the caller's side gives or withdraws its consent to be named. */
export function useTimelineConsent() {
  const api = useApiContext();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, shown }: { id: number; shown: boolean }) =>
      callEndpoint(api, agreementsEndpoints.putOfferAgreementTimelineConsent, {
        params: { id },
        body: { Shown: shown },
      }),
    onSuccess: refresh,
  });
}

import type { TOpportunityDetail, TQuoteInput } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/api/download-file.ts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { useStoreOpportunity } from './opportunity-detail.ts';

/** PUT MatchedProvider/{id}/quote: sends the quote, or updates the one already sent. */
export function saveQuote(
  api: TApiContext,
  matchId: number,
  input: TQuoteInput,
): Promise<TOpportunityDetail> {
  return callEndpoint(api, briefsEndpoints.putMatchedProviderQuote, { params: { id: matchId }, body: input });
}

/** POST MatchedProvider/{id}/quote/file: the quote's attachment (multipart field `file`). */
export function uploadQuoteFile(api: TApiContext, matchId: number, file: File): Promise<TOpportunityDetail> {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint(api, briefsEndpoints.postMatchedProviderQuoteFile, { params: { id: matchId }, body });
}

/** The quote, then its file when one was chosen; the page shows what the API answered last. */
export function useSaveQuote(offerKey: string, matchId: number) {
  const api = useApiContext();
  const store = useStoreOpportunity(offerKey);
  return useMutation({
    mutationFn: async ({ input, file }: { input: TQuoteInput; file: File | null }) => {
      const saved = await saveQuote(api, matchId, input);
      store(saved);
      return file ? uploadQuoteFile(api, matchId, file) : saved;
    },
    onSuccess: store,
  });
}

/** GET MatchedProvider/{id}/quote/file. */
export function useDownloadQuoteFile() {
  const api = useApiContext();
  return useMutation({
    mutationFn: ({ matchId, fileName }: { matchId: number; fileName: string }) =>
      downloadApiFile(api, `MatchedProvider/${matchId}/quote/file`, fileName),
  });
}

/** Every opportunity query sits under one key, so that a change to one opportunity reloads lists and pages. */
export const OPPORTUNITIES_KEY = ['opportunities'] as const;

export const opportunityKeys = {
  lists: [...OPPORTUNITIES_KEY, 'list'] as const,
  detail: (offerKey: string) => [...OPPORTUNITIES_KEY, 'detail', offerKey] as const,
  pool: [...OPPORTUNITIES_KEY, 'pool'] as const,
  poolDetail: (offerKey: string) => [...OPPORTUNITIES_KEY, 'pool-detail', offerKey] as const,
  invitation: (key: string) => [...OPPORTUNITIES_KEY, 'invitation', key] as const,
};

/** A 4xx (not found, blocked, not yours) will not change on a retry: show it at once. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

import type { TDb } from '../../db/client.ts';

/**
 * Rebuilds the agency's row of the directory's search index (listed or not, text, filters, sort keys).
 * Placeholder: the directory work of issue 6 fills it in.
 */
export async function refreshDirectoryEntry(_db: TDb, _providerId: number, _now: Date): Promise<void> {}

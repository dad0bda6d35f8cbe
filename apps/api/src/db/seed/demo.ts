import type { TDb } from '../client.ts';

/** Demo agencies and clients for a fresh install, so a newcomer sees a living marketplace. */
export async function seedDemoData(_db: TDb): Promise<void> {}

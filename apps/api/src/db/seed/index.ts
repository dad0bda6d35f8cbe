import type { TDb } from '../client.ts';

/** Reference data every install needs (categories, places, ...). Idempotent: safe on every start. */
export async function seedReferenceData(_db: TDb): Promise<void> {}

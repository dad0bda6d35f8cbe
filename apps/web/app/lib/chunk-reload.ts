import { CHUNK_RELOAD_WINDOW_MS } from '@brifa/contracts';

const STORAGE_KEY = 'brifa:chunk-reload-at';

/** Errors browsers raise when a lazily loaded chunk is gone, usually after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page to pick up the new build, but not more than once per minute so that a chunk that is
 * really missing cannot trap the visitor in a reload loop. Returns whether it reloaded.
 */
export function reloadAfterChunkError(
  deps: { storage: Pick<Storage, 'getItem' | 'setItem'>; now: () => number; reload: () => void } = {
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
  },
): boolean {
  const last = Number(deps.storage.getItem(STORAGE_KEY) ?? 0);
  if (deps.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  deps.storage.setItem(STORAGE_KEY, String(deps.now()));
  deps.reload();
  return true;
}

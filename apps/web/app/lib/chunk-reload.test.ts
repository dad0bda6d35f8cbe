import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

describe('chunk load failures', () => {
  it('recognises the errors browsers raise for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadAfterChunkError(deps)).toBe(true);
    now += 30_000;
    expect(reloadAfterChunkError(deps)).toBe(false);
    now += 31_000;
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

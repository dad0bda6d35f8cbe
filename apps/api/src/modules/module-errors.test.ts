import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERRORS_BY_MODULE } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';

const MODULES = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(MODULES).map((path) => ({
  path: relative(MODULES, path),
  text: readFileSync(path, 'utf8'),
}));

describe('module errors', () => {
  it('builds every ApiError in a module’s *.errors.ts, never inline', () => {
    const inline = files
      .filter((file) => !file.path.endsWith('.errors.ts') && file.text.includes('new ApiError('))
      .map((file) => file.path);
    expect(inline).toEqual([]);
  });

  it('has each module’s errors file name only its own codes (or common ones) from the contracts catalogue', () => {
    const strays: string[] = [];
    for (const file of files.filter((f) => f.path.endsWith('.errors.ts'))) {
      const module = file.path.split('/')[0] as keyof typeof ERRORS_BY_MODULE;
      const own: Record<string, unknown> = { ...ERRORS_BY_MODULE.common, ...ERRORS_BY_MODULE[module] };
      for (const [, code] of file.text.matchAll(/new ApiError\('([A-Z_]+)'/g)) {
        if (!code || !Object.hasOwn(own, code)) strays.push(`${file.path}: ${code}`);
      }
    }
    expect(strays).toEqual([]);
  });
});

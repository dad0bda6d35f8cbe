import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { placeholderNames } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { tr } from './tr.ts';

const APP_DIR = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('dictionaries', () => {
  it('have the same keys in Turkish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
  });

  it('have no empty text and keep the {placeholders} of Turkish', () => {
    for (const key of Object.keys(tr) as Array<keyof typeof tr>) {
      expect(en[key].trim(), key).not.toBe('');
      // an English plural (`{count, plural, one {# review} other {# reviews}}`) keeps Turkish's `{count}`
      const placeholders = placeholderNames;
      expect(placeholders(en[key]), key).toEqual(placeholders(tr[key]));
    }
  });

  it('has no key that no screen uses', () => {
    const sources = sourceFiles(APP_DIR)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(tr).filter((key) => !sources.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});

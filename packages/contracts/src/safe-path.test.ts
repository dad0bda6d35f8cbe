import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, safeReturnPathOr } from './safe-path.ts';

describe('the post-login return path rule', () => {
  it('accepts internal paths with an optional query and hash', () => {
    for (const path of [
      '/',
      '/client/timeline',
      '/provider/projects/42/detail',
      '/x?tab=pool&page=2#top',
      '/@me',
      '/a-b_c~d%20e',
    ]) {
      expect(isSafeReturnPath(path), path).toBe(true);
    }
  });

  it('refuses hostile and external inputs', () => {
    for (const path of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      '/%2f%2fevil.example',
      '/%2F%2Fevil.example',
      '/%5cevil.example',
      '/%252f%252fevil.example',
      '/..//evil.example',
      '/a/../../etc/passwd',
      'evil.example',
      ' /client',
      '/client\n/evil',
      '/client<script>',
      '/client"onmouseover=1',
      '',
    ]) {
      expect(isSafeReturnPath(path), JSON.stringify(path)).toBe(false);
    }
    expect(isSafeReturnPath(null)).toBe(false);
    expect(isSafeReturnPath(undefined)).toBe(false);
    expect(isSafeReturnPath(`/${'a'.repeat(3000)}`)).toBe(false);
  });

  it('falls back when the path is unsafe', () => {
    expect(safeReturnPathOr('//evil.example', '/client/timeline')).toBe('/client/timeline');
    expect(safeReturnPathOr('/provider/pool', '/provider/offers')).toBe('/provider/pool');
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The features whose API calls go through the contracts' endpoint table (callEndpoint): none of their sources
 * may write an API path or call apiRequest/apiEnvelope by hand any more. Page paths (`path: '/provider/...'`,
 * the settings tabs) are not API paths and stay allowed.
 */
const CONVERTED = [
  'features/account',
  'features/agency-profile',
  'features/brief-flow',
  'features/client-offers',
  'features/directory',
  'features/feedback',
  'features/match-settings',
  'features/messaging',
  'features/notification-channels',
  'features/notifications',
  'features/opportunities',
  'features/outbox',
  'features/portfolio',
  'features/products',
  'features/profile-level',
  'features/profile-settings',
  'features/project-complete',
  'features/projects',
  'features/reviews',
  'features/settings',
  'features/team',
  'features/wallet',
  'components',
  'routes',
  'lib/api',
  'lib/auth-session.ts',
  'lib/request-context.server.ts',
  'lib/use-session-user.ts',
];

const root = join(import.meta.dirname, '..');

function sources(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => {
    const child = join(path, name);
    if (statSync(join(root, child)).isDirectory()) return sources(child);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [join(root, child)] : [];
  });
}

/** `path: 'Category'`, `` path: `offer/${key}` ``, `path: '/api/v1.1/...'`: an API path written by hand. */
const RAW_API_PATH = /\bpath:\s*(['"`])(?!\/(?!api\/))/;
const HAND_CALL = /\bapi(Request|Envelope)\s*(<[^>]*>)?\(/;

describe('the converted features', () => {
  const files = CONVERTED.flatMap(sources);

  it('are all found', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('write no API path and call no apiRequest/apiEnvelope by hand', () => {
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => RAW_API_PATH.test(line) || HAND_CALL.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself catches the old forms and lets page paths pass', () => {
    expect(RAW_API_PATH.test("apiRequest(api, { path: 'Category' })")).toBe(true);
    expect(RAW_API_PATH.test(`{ path: \`offer/\${key}/page\` }`)).toBe(true);
    expect(RAW_API_PATH.test("{ path: '/api/v1.1/Message/1' }")).toBe(true);
    expect(RAW_API_PATH.test("{ path: '/provider/settings/about', label: 'x' }")).toBe(false);
    expect(HAND_CALL.test('apiRequest<TCategory[]>(api, {')).toBe(true);
    expect(HAND_CALL.test('callEndpoint(api, catalogueEndpoints.categories)')).toBe(false);
  });
});

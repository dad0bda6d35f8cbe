/**
 * The home page's JavaScript budget, read from the web build (not timed): every script the server-rendered home
 * page loads before it is interactive — the route manifest's entry and the chunks of root, the default layout and
 * the home route, plus the page language's dictionary — gzip-compressed. Runs in `npm run test:budget`, which
 * `npm run test:e2e` (and so `npm test`) calls right after the build; skipped, saying so, when there is no build.
 * WEB_BUILD_DIR chooses another build (e.g. apps/web/build-mine).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isShellKey, SHELL_DICTIONARY_ROUTES } from '../app/locales/shell-dictionary.ts';
import { tr } from '../app/locales/tr.ts';
import {
  dictionaryScript,
  initialScripts,
  initialScriptUrls,
  readRouteManifest,
  type TRouteManifest,
  type TScriptFile,
} from './route-scripts.ts';

// Issue 16: the home page's JavaScript at most 150 kB compressed, in about 15 requests.
const BUDGET_GZIP_BYTES = 150 * 1024;
const BUDGET_FILES = 15;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const buildDir = path.resolve(repoRoot, process.env.WEB_BUILD_DIR ?? 'apps/web/build');
const manifest = existsSync(buildDir) ? readRouteManifest(buildDir) : undefined;
if (!manifest) {
  console.warn(`JS budget skipped: no web build at ${buildDir} (run npm run build, or npm run test:e2e).`);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const listing = (files: TScriptFile[]) =>
  [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `  ${kB(file.gzipBytes).padStart(9)}  ${file.url}`)
    .join('\n');

describe.skipIf(!manifest)('the home page JavaScript budget', () => {
  const homeScripts = () => {
    const scripts = initialScripts(buildDir, manifest!, 'home-en');
    const dictionary = dictionaryScript(
      buildDir,
      SHELL_DICTIONARY_ROUTES.includes('home-en') ? 'shell' : 'full',
    );
    return dictionary ? [...scripts, dictionary] : scripts;
  };

  it(`stays within ${kB(BUDGET_GZIP_BYTES)} gzip in at most ${BUDGET_FILES} files`, () => {
    const scripts = homeScripts();
    const total = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
    const report = `home page: ${scripts.length} files, ${kB(total)} gzip\n${listing(scripts)}`;
    console.info(report);
    expect(total, report).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    expect(scripts.length, report).toBeLessThanOrEqual(BUDGET_FILES);
  });

  it('counts the dictionary, which the route manifest does not list', () => {
    expect(dictionaryScript(buildDir, 'shell'), 'a shell-dictionary-<locale>-<hash>.js chunk').toBeTruthy();
    expect(dictionaryScript(buildDir, 'full'), 'a dictionary-<locale>-<hash>.js chunk').toBeTruthy();
  });

  it('names no text outside the shell dictionary in what a shell page runs before it loads more', () => {
    const keys = new Set(Object.keys(tr));
    const found = new Set<string>();
    for (const route of SHELL_DICTIONARY_ROUTES) {
      const code = initialScripts(buildDir, manifest!, route)
        .map((file) => readFileSync(path.join(buildDir, 'client', file.url), 'utf8'))
        .join('\n');
      for (const [, literal] of code.matchAll(/[`'"]([a-zA-Z]+\.[\w.-]+)[`'"]/g)) {
        if (literal && keys.has(literal) && !isShellKey(literal)) found.add(`${route}: ${literal}`);
      }
      // Keys built at run time (`briefFlow.${step}`): a namespace outside the shell followed by a placeholder.
      for (const [, namespace] of code.matchAll(/`([a-zA-Z]+\.)\$\{/g)) {
        if (namespace && [...keys].some((key) => key.startsWith(namespace)) && !isShellKey(`${namespace}x`))
          found.add(`${route}: ${namespace}*`);
      }
    }
    expect(
      [...found],
      'add them to SHELL_KEY_PREFIXES or take the route out of SHELL_DICTIONARY_ROUTES',
    ).toEqual([]);
  });

  it('leaves out what loads on demand: the brief pop-up, toasts, the signed-in header', () => {
    const urls = homeScripts().map((file) => file.url);
    for (const lazy of ['brief-flow-modal', 'notice-container', 'signed-in-header', 'site-drawer']) {
      expect(
        urls.filter((url) => url.includes(`/${lazy}-`)),
        lazy,
      ).toEqual([]);
    }
  });
});

describe.skipIf(!manifest)('the stylesheets (app/mantine-styles.ts imports Mantine per component)', () => {
  it('hold every Mantine class the scripts use', () => {
    const assets = path.join(buildDir, 'client', 'assets');
    const read = (ending: string) =>
      readdirSync(assets)
        .filter((name) => name.endsWith(ending))
        .map((name) => readFileSync(path.join(assets, name), 'utf8'))
        .join('\n');
    const css = read('.css');
    // Mantine's CSS modules compile to hashed class names (m_77c9d27d) that its components' scripts name.
    const used = new Set(read('.js').match(/\bm_[0-9a-f]{8}\b/g) ?? []);
    expect(used.size).toBeGreaterThan(50);
    // A class as a selector, or a keyframes name (Loader, Skeleton, the toasts' transitions).
    const missing = [...used].filter((name) => !css.includes(name));
    expect(missing, 'import the component styles these belong to in app/mantine-styles.ts').toEqual([]);
  });
});

describe('reading the route manifest', () => {
  const fake: TRouteManifest = {
    entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: {
      root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/mantine.js'] },
      layout: { id: 'layout', parentId: 'root', module: '/assets/layout.js', imports: [] },
      page: { id: 'page', parentId: 'layout', module: '/assets/page.js', imports: ['/assets/mantine.js'] },
      other: { id: 'other', parentId: 'root', module: '/assets/other.js', imports: ['/assets/chat.js'] },
    },
  };

  it("takes the entry and the chain of routes down to the page, each file once, not other routes' files", () => {
    expect(initialScriptUrls(fake, 'page')).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/mantine.js',
      '/assets/layout.js',
      '/assets/page.js',
    ]);
  });

  it('fails loudly on a route the build does not have', () => {
    expect(() => initialScriptUrls(fake, 'missing')).toThrow(/not in the build's manifest/);
  });
});

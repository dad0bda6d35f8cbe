/**
 * The public pages' JavaScript budgets, read from the web build (not timed): every script a server-rendered
 * page loads before it is interactive — the route manifest's entry and the chunks of root, the layout and
 * the page's route, plus the page language's dictionary (or its part) — gzip-compressed. Runs in `npm run test:budget`, which
 * `npm run test:e2e` (and so `npm test`) calls right after the build; skipped, saying so, when there is no build.
 * WEB_BUILD_DIR chooses another build (e.g. apps/web/build-mine).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERRORS } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_PART_NAMES, isPartKey, type TDictionaryPart } from '../app/locales/shell-dictionary.ts';
import { tr } from '../app/locales/tr.ts';
import {
  dictionaryOfRoute,
  dictionaryScript,
  initialScripts,
  initialScriptUrls,
  readRouteManifest,
  type TRouteManifest,
  type TScriptFile,
} from './route-scripts.ts';

// Issue 16: the home page's JavaScript at most 150 kB compressed, in about 15 requests; the other measured
// public pages at the figures reached when their dictionaries were split, zod and the error table left out
// and the profile's pop-ups loaded on opening (gzip kB, files), rounded up: chunk boundaries move a few hundred
// bytes when unrelated routes (the operator console) join the build, and every route adds its chunk's name to the
// shell's route map (issue 19's premium pages added about 0.2 kB to the directory and the profile). Issue 21's
// pages (blog, FAQ, jobs, credit report, badge, category pages, timeline) and the footer's links to them added
// 0.1–0.2 kB to every public page: each budget gained 0.5 kB (Lighthouse mobile stayed at 96–100).
const BUDGETS: Array<{ page: string; route: string; kB: number; files: number }> = [
  { page: 'home (/)', route: 'home-en', kB: 150.5, files: 15 },
  // Issue 21: the directory's agency cards and ad block became a chunk shared with the category pages (one more file,
  // no more bytes).
  { page: 'directory (/filter/agency)', route: 'routes/public/directory', kB: 174.5, files: 33 },
  { page: 'agency profile (/ajans/{slug})', route: 'agency-profile-tr', kB: 167.5, files: 28 },
  { page: 'login (/login)', route: 'login-en', kB: 173.5, files: 39 },
  { page: 'how it works (/how-works)', route: 'howItWorks-en', kB: 155.5, files: 19 },
  // Issue 21: the category (and city) pages and the public timeline, each with its own dictionary part.
  {
    page: 'category page (/mobil-uygulama-gelistirme-sirketleri)',
    route: 'category-page',
    kB: 156,
    files: 15,
  },
  // The theme's darker indigo and violet text (a hovered light button's contrast) took the timeline 30 bytes over 152.
  { page: 'timeline (/timeline)', route: 'routes/public/timeline', kB: 152.5, files: 13 },
];

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

/** What a page of `route` loads before it is interactive: its route chain's scripts and its dictionary (part). */
function pageScripts(route: string): TScriptFile[] {
  const scripts = initialScripts(buildDir, manifest!, route);
  const dictionary = dictionaryScript(buildDir, dictionaryOfRoute(buildDir, manifest!, route));
  return dictionary ? [...scripts, dictionary] : scripts;
}

describe.skipIf(!manifest)("the public pages' JavaScript budgets", () => {
  for (const budget of BUDGETS) {
    it(`${budget.page} stays within ${budget.kB} kB gzip in at most ${budget.files} files`, () => {
      const scripts = pageScripts(budget.route);
      const total = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
      const report = `${budget.page}: ${scripts.length} files, ${kB(total)} gzip\n${listing(scripts)}`;
      console.info(report);
      expect(total, report).toBeLessThanOrEqual(budget.kB * 1024);
      expect(scripts.length, report).toBeLessThanOrEqual(budget.files);
    });
  }

  it('counts the dictionary, which the route manifest does not list', () => {
    expect(dictionaryScript(buildDir, 'full'), 'a dictionary-<locale>-<hash>.js chunk').toBeTruthy();
    for (const part of DICTIONARY_PART_NAMES) {
      expect(dictionaryScript(buildDir, part), `the ${part} part's chunk`).toBeTruthy();
    }
  });

  it("names no text outside a page's dictionary part in what the page runs before it loads more", () => {
    const keys = new Set(Object.keys(tr));
    const found = new Set<string>();
    const routes = Object.keys(manifest!.routes).map((route) => ({
      route,
      part: dictionaryOfRoute(buildDir, manifest!, route) as TDictionaryPart | 'full',
    }));
    // The pages that start with a part: the home, marketing and legal pages, the directory, profile and login.
    expect(routes.filter(({ part }) => part !== 'full').length).toBeGreaterThanOrEqual(22);
    for (const { route, part } of routes) {
      if (part === 'full') continue;
      const code = initialScripts(buildDir, manifest!, route)
        .map((file) => readFileSync(path.join(buildDir, 'client', file.url), 'utf8'))
        .join('\n');
      for (const [, literal] of code.matchAll(/[`'"]([a-zA-Z]+\.[\w.-]+)[`'"]/g)) {
        if (literal && keys.has(literal) && !isPartKey(part, literal)) found.add(`${route}: ${literal}`);
      }
      // Keys built at run time (`briefFlow.${step}`): a namespace outside the part followed by a placeholder.
      for (const [, namespace] of code.matchAll(/`([a-zA-Z]+\.)\$\{/g)) {
        if (
          namespace &&
          [...keys].some((key) => key.startsWith(namespace)) &&
          !isPartKey(part, `${namespace}x`)
        )
          found.add(`${route}: ${namespace}*`);
      }
    }
    expect(
      [...found],
      "add them to the route's part in locales/shell-dictionary.ts (DICTIONARY_PARTS) or drop its handle.dictionary",
    ).toEqual([]);
  });

  it('leaves out what loads on demand: the brief pop-up, toasts, the signed-in header', () => {
    const urls = pageScripts('home-en').map((file) => file.url);
    for (const lazy of ['brief-flow-modal', 'notice-container', 'signed-in-header', 'site-drawer']) {
      expect(
        urls.filter((url) => url.includes(`/${lazy}-`)),
        lazy,
      ).toEqual([]);
    }
  });

  const firstLoadCode = (route: string) =>
    initialScripts(buildDir, manifest!, route)
      .map((file) => readFileSync(path.join(buildDir, 'client', file.url), 'utf8'))
      .join('\n');

  it('keeps zod (contracts validation) off the directory, profile and login pages', () => {
    for (const route of ['routes/public/directory', 'agency-profile-tr', 'login-en', 'login-tr']) {
      expect(firstLoadCode(route).includes('ZodObject'), `${route} loads zod`).toBe(false);
    }
  });

  it('keeps the error table off the login page until its first submit', () => {
    // A message of the bilingual table (contracts errors.ts), which the login loads with its checks.
    const sample = ERRORS.INVALID_PHONE_CODE.message.tr;
    expect(firstLoadCode('routes/public/directory').includes(sample)).toBe(false);
    for (const route of ['login-en', 'login-tr']) {
      expect(firstLoadCode(route).includes(sample), `${route} loads the error table`).toBe(false);
    }
  });

  it("keeps the profile's pop-ups (Modal, its scroll area, floating-ui) off its first load", () => {
    for (const route of ['agency-profile-tr', 'agency-profile-en']) {
      const urls = initialScripts(buildDir, manifest!, route).map((file) => file.url);
      for (const lazy of ['Modal', 'ScrollArea', 'floating-ui', 'profile-detail-modals']) {
        expect(
          urls.filter((url) => url.includes(`/${lazy}`)),
          `${route}: ${lazy}`,
        ).toEqual([]);
      }
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

/**
 * The scripts a page loads before it is interactive, read from a client build's route manifest
 * (`client/assets/manifest-<hash>.js`, the `window.__reactRouterManifest` the server puts in every page): the
 * entry with its imports, then each matched route's module with its imports. These are exactly the files the
 * server-rendered page modulepreloads; chunks loaded later with import() (lazy pop-ups, other routes) are not.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type TManifestRoute = {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};
export type TRouteManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, TManifestRoute>;
};

export type TScriptFile = { url: string; bytes: number; gzipBytes: number };

/** The route manifest of the build in `buildDir` (e.g. apps/web/build), or undefined when there is no build. */
export function readRouteManifest(buildDir: string): TRouteManifest | undefined {
  const assets = path.join(buildDir, 'client', 'assets');
  if (!existsSync(assets)) return undefined;
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) return undefined;
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as TRouteManifest;
}

/** The route ids from the root down to `leafId` (root, layout, page). */
export function routeChain(manifest: TRouteManifest, leafId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = leafId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`route ${id} is not in the build's manifest`);
    chain.unshift(id);
  }
  return chain;
}

/** The distinct script URLs a page of `leafId` loads initially, in load order. */
export function initialScriptUrls(manifest: TRouteManifest, leafId: string): string[] {
  const urls = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeChain(manifest, leafId)) {
    const route = manifest.routes[id]!;
    for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
    for (const url of [route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule]) {
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * A language's dictionary as the page loads it (lib/i18n.tsx): the whole one, `dictionary-<locale>-<hash>.js`, or
 * a part of it (locales/shell-dictionary.ts): the shell, `shell-dictionary-<locale>-<hash>.js`, or a page's part,
 * `dictionary-part-<part>-<locale>-<hash>.js`. entry.client loads it before hydration with a dynamic import, so
 * the route manifest does not list it. The larger language stands for both.
 */
export function dictionaryScript(buildDir: string, kind: string): TScriptFile | undefined {
  const assets = path.join(buildDir, 'client', 'assets');
  const pattern =
    kind === 'full'
      ? /^dictionary-(tr|en)-[\w-]+\.js$/
      : kind === 'shell'
        ? /^shell-dictionary-(tr|en)-[\w-]+\.js$/
        : new RegExp(`^dictionary-part-${kind}-(tr|en)-[\\w-]+\\.js$`);
  const files = readdirSync(assets)
    .filter((name) => pattern.test(name))
    .map((name) => {
      const content = readFileSync(path.join(assets, name));
      return {
        url: `/assets/${name}`,
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
      };
    });
  return files.sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
}

/**
 * The dictionary a page of `leafId` starts with: the part its route module names (handle.dictionary, a dynamic
 * import of `shell-dictionary-*` or `dictionary-part-<part>-*` in its chunk), else the whole one.
 */
export function dictionaryOfRoute(buildDir: string, manifest: TRouteManifest, leafId: string): string {
  const route = manifest.routes[leafId];
  if (!route) throw new Error(`route ${leafId} is not in the build's manifest`);
  const code = readFileSync(path.join(buildDir, 'client', route.module), 'utf8');
  const found = code.match(/(shell-dictionary|dictionary-part-([\w-]+?))-(tr|en)-[\w-]+\.js/);
  return found ? (found[2] ?? 'shell') : 'full';
}

/** Each initial script of `leafId` with its size on disk and gzip-compressed (level 9, as a server would send). */
export function initialScripts(buildDir: string, manifest: TRouteManifest, leafId: string): TScriptFile[] {
  return initialScriptUrls(manifest, leafId).map((url) => {
    const content = readFileSync(path.join(buildDir, 'client', url));
    return { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

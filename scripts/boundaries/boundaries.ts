import fs from 'node:fs';
import path from 'node:path';

/**
 * The layout's rules, checked over the import graph (docs/architecture.md explains them):
 * - API: platform/ knows no module; a module imports only modules below it in MODULE_ORDER, and never their
 *   repos (it asks the owner's service); a module writes (insert/update/delete) only the tables its own
 *   files define.
 * - Web: a feature never imports another feature.
 * - Contracts: nothing but zod and its own files.
 */

/** The API's modules from the bottom up: each may import only those before it. */
export const MODULE_ORDER = [
  'catalogue',
  'files',
  'outbox',
  'identity',
  'ledger',
  'jobs',
  'billing',
  'agencies',
  'briefs',
  'messaging',
  'reviews',
  'directory',
  'growth',
  'analytics',
  'notifications',
  'session',
  'live',
  'ops',
] as const;

export type TViolation = { file: string; line: number; rule: string; detail: string };
export type TSourceFile = { path: string; text: string };

const API_SRC = 'apps/api/src/';
const WEB_FEATURES = 'apps/web/app/features/';
const CONTRACTS_SRC = 'packages/contracts/src/';
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function importsOf(file: TSourceFile): { spec: string; target: string | null; line: number }[] {
  const found: { spec: string; target: string | null; line: number }[] = [];
  for (const match of file.text.matchAll(IMPORT)) {
    const spec = match[1]!;
    const target = spec.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), spec))
      : null;
    found.push({ spec, target, line: lineOf(file.text, match.index! + match[0].length) });
  }
  return found;
}

/** `modules/briefs/...` → `briefs`; `platform/...` → `platform`; anything else in src is the composition. */
function apiAreaOf(repoPath: string): string | null {
  if (!repoPath.startsWith(API_SRC)) return null;
  const rest = repoPath.slice(API_SRC.length).split('/');
  if (rest[0] === 'modules') return rest[1] ?? null;
  if (rest[0] === 'platform') return 'platform';
  return 'composition';
}

function checkApiImports(file: TSourceFile, violations: TViolation[]) {
  const from = apiAreaOf(file.path);
  if (!from || from === 'composition') return;
  for (const { spec, target, line } of importsOf(file)) {
    if (!target) continue;
    const to = apiAreaOf(target);
    if (!to || to === from) continue;
    if (from === 'platform') {
      violations.push({ file: file.path, line, rule: 'platform-knows-no-module', detail: spec });
      continue;
    }
    if (to === 'platform') continue;
    if (to === 'composition') {
      violations.push({ file: file.path, line, rule: 'module-imports-composition', detail: spec });
      continue;
    }
    const fromRank = MODULE_ORDER.indexOf(from as (typeof MODULE_ORDER)[number]);
    const toRank = MODULE_ORDER.indexOf(to as (typeof MODULE_ORDER)[number]);
    if (fromRank < 0 || toRank < 0) {
      violations.push({
        file: file.path,
        line,
        rule: 'module-not-in-order',
        detail: fromRank < 0 ? from : to,
      });
    } else if (toRank > fromRank) {
      violations.push({
        file: file.path,
        line,
        rule: 'module-imports-upward',
        detail: `${from} → ${to} (${spec})`,
      });
    } else if (target.endsWith('.repo.ts')) {
      violations.push({
        file: file.path,
        line,
        rule: 'module-imports-foreign-repo',
        detail: `${from} → ${spec}`,
      });
    }
  }
}

/** Tables a file may write: those defined in its own module. Writes through another module's table import fail. */
function checkTableWrites(file: TSourceFile, violations: TViolation[]) {
  const from = apiAreaOf(file.path);
  if (!from || from === 'composition' || from === 'platform') return;
  const foreignTables = new Map<string, string>();
  for (const match of file.text.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+\.table\.ts)['"]/g,
  )) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), match[2]!));
    const owner = apiAreaOf(target);
    if (owner === from) continue;
    for (const name of match[1]!.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local && !local.startsWith('type ')) foreignTables.set(local, owner ?? target);
    }
  }
  for (const match of file.text.matchAll(WRITE)) {
    const owner = foreignTables.get(match[2]!);
    if (owner) {
      violations.push({
        file: file.path,
        line: lineOf(file.text, match.index!),
        rule: 'module-writes-foreign-table',
        detail: `${match[1]} ${match[2]} (owned by ${owner})`,
      });
    }
  }
}

function checkWebFeature(file: TSourceFile, violations: TViolation[]) {
  if (!file.path.startsWith(WEB_FEATURES)) return;
  const feature = file.path.slice(WEB_FEATURES.length).split('/')[0];
  for (const { spec, target, line } of importsOf(file)) {
    const resolved = target ?? (spec.startsWith('~/features/') ? `apps/web/app/${spec.slice(2)}` : null);
    if (!resolved?.startsWith(WEB_FEATURES)) continue;
    const other = resolved.slice(WEB_FEATURES.length).split('/')[0];
    if (other !== feature) {
      violations.push({
        file: file.path,
        line,
        rule: 'feature-imports-feature',
        detail: `${feature} → ${other}`,
      });
    }
  }
}

function checkContracts(file: TSourceFile, violations: TViolation[]) {
  if (!file.path.startsWith(CONTRACTS_SRC)) return;
  for (const { spec, target, line } of importsOf(file)) {
    if (target ? target.startsWith(CONTRACTS_SRC) : spec === 'zod' || spec.startsWith('zod/')) continue;
    violations.push({ file: file.path, line, rule: 'contracts-import', detail: spec });
  }
}

export function checkBoundaries(files: TSourceFile[]): TViolation[] {
  const violations: TViolation[] = [];
  for (const file of files) {
    checkApiImports(file, violations);
    checkTableWrites(file, violations);
    checkWebFeature(file, violations);
    checkContracts(file, violations);
  }
  return violations;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /(^|\/)(node_modules|build|dist|migrations)(\/|$)|\.test\.tsx?$/;

/** The checked sources of a checkout, tests left out (a test may reach into any module to arrange a case). */
export function readSources(root: string): TSourceFile[] {
  const files: TSourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (SKIPPED.test(rel)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name))
        files.push({ path: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') });
    }
  };
  for (const dir of [API_SRC, 'apps/web/app/', CONTRACTS_SRC]) walk(dir.replace(/\/$/, ''));
  return files;
}

/** npm run lint: fails when an import or a table write crosses the layout's boundaries (docs/architecture.md). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoundaries, readSources } from './boundaries/boundaries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = checkBoundaries(readSources(root));
for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.detail}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} boundary violation(s); see docs/architecture.md.`);
  process.exit(1);
}
console.log(
  'Boundaries hold: no upward module import, no foreign repo import, no foreign table write, no feature-to-feature import.',
);

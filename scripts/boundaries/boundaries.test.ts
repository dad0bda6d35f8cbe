import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, readSources } from './boundaries.ts';

const api = (module: string, text: string) => ({ path: `apps/api/src/modules/${module}`, text });

describe('the boundary check', () => {
  it('holds on this checkout', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    expect(checkBoundaries(readSources(root))).toEqual([]);
  });

  it('refuses a module importing a module above it, and accepts the other way round', () => {
    const up = api(
      'agencies/profile/x.ts',
      `import { matchOffer } from '../../briefs/matching/matching.service.ts';`,
    );
    const down = api(
      'briefs/offers/y.ts',
      `import {\n  memberProvider,\n} from '../../identity/accounts/providers.service.ts';`,
    );
    expect(checkBoundaries([up, down])).toEqual([
      expect.objectContaining({
        file: up.path,
        rule: 'module-imports-upward',
        detail: expect.stringContaining('agencies → briefs'),
      }),
    ]);
  });

  it("refuses a module reaching into another module's repo instead of its service", () => {
    const repo = api(
      'briefs/offers/x.ts',
      `import { findUserById } from '../../identity/users/users.repo.ts';`,
    );
    const service = api(
      'briefs/offers/y.ts',
      `import { findUserById } from '../../identity/users/users.service.ts';`,
    );
    expect(checkBoundaries([repo, service]).map((v) => `${v.file} ${v.rule}`)).toEqual([
      `${repo.path} module-imports-foreign-repo`,
    ]);
  });

  it('refuses the platform importing a module', () => {
    const file = {
      path: 'apps/api/src/platform/x.ts',
      text: `import { users } from '../modules/identity/users/users.table.ts';`,
    };
    expect(checkBoundaries([file]).map((v) => v.rule)).toEqual(['platform-knows-no-module']);
  });

  it("refuses a module writing another module's table, but not reading it", () => {
    const file = api(
      'reviews/reviews.repo.ts',
      `import { providers } from '../identity/accounts/providers.table.ts';
       await db.select().from(providers);
       await db.update(providers).set({ rating: 5 });`,
    );
    expect(checkBoundaries([file])).toEqual([
      expect.objectContaining({ rule: 'module-writes-foreign-table', line: 3 }),
    ]);
  });

  it('refuses a web feature importing another feature, and contracts importing anything but zod', () => {
    const feature = {
      path: 'apps/web/app/features/client-offers/components/card.tsx',
      text: `import { briefLabels } from '../../brief-flow/brief-labels.ts';\nimport { money } from '../../../lib/money.ts';`,
    };
    const contracts = {
      path: 'packages/contracts/src/x.ts',
      text: `import { z } from 'zod';\nimport { sql } from 'drizzle-orm';\nimport { ERRORS } from './errors.ts';`,
    };
    expect(checkBoundaries([feature, contracts]).map((v) => `${v.rule} ${v.detail}`)).toEqual([
      'feature-imports-feature client-offers → brief-flow',
      'contracts-import drizzle-orm',
    ]);
  });
});

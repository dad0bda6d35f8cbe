import { defineConfig } from 'vitest/config';

const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tooling', root: './scripts', include: ['**/*.test.ts'] } },
      // Each `npm run bench:*` at a small size (BENCH_SMOKE=1), so that none breaks unnoticed.
      { test: { name: 'bench', root: './bench', include: ['**/*.test.ts'], testTimeout: 180_000 } },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});

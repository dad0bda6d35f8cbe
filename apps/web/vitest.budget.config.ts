import { defineConfig } from 'vitest/config';

/** The JS budget check over the web build (npm run test:budget, after the build in npm run test:e2e). */
export default defineConfig({
  test: { name: 'web-budget', root: import.meta.dirname, include: ['test/js-budget.test.ts'] },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // A component test that types and clicks through a form takes a few seconds in jsdom, several times that on
    // a busy machine; the default 5 s failed them there while they passed alone. Nothing here asserts speed.
    testTimeout: 30_000,
  },
});

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      // Contracts build zod schemas at module level beside plain constants; a page that takes a constant must
      // not get zod with it. Declaring zod's builders pure lets unused schemas (and zod) be dropped.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  // contracts is TypeScript source without a build step: bundle it into the server build too.
  ssr: { noExternal: ['@brifa/contracts'] },
  // ws: the live connection (/api/v1/Live) is a WebSocket.
  server: { proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', ws: true } } },
});

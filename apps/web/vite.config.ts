import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // One file each for what every page needs (React with the router, Mantine's base, TanStack Query) instead
    // of a dozen small ones.
    // (build.rollupOptions.output replaces React Router's default output options, which only name split route
    // chunks, a feature not used here.)
    rollupOptions: {
      // Contracts build zod schemas at module level beside plain constants; a page that takes a constant must
      // not get zod with it. Declaring zod's builders pure lets unused schemas (and zod) be dropped.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]store|clsx)[\\/]/,
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  // contracts is TypeScript source without a build step: bundle it into the server build too.
  ssr: { noExternal: ['@brifa/contracts'] },
  // ws: the live connection (/api/v1/Live) is a WebSocket.
  server: { proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', ws: true } } },
});

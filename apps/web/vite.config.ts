import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { en } from './app/locales/en.ts';
import { DICTIONARY_PART_NAMES, partOf } from './app/locales/shell-dictionary.ts';
import { tr } from './app/locales/tr.ts';

const PART_PREFIX = 'virtual:dictionary-part/';

/**
 * `virtual:dictionary-part/<part>/<locale>`: a part of a dictionary (app/locales/shell-dictionary.ts: the shell,
 * or the shell with a page's own key groups) as a plain object, so that its chunk holds only those texts. The dev
 * server computes it from the live dictionary instead (this config's copy would not follow edits).
 */
function dictionaryParts(): Plugin {
  let serving = false;
  return {
    name: 'brifa-dictionary-parts',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(PART_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PART_PREFIX}`)) return undefined;
      const [name = '', language = ''] = id.slice(PART_PREFIX.length + 1).split('/');
      const part = DICTIONARY_PART_NAMES.find((known) => known === name);
      if (!part) throw new Error(`${id}: no dictionary part "${name}" in app/locales/shell-dictionary.ts`);
      const locale = language === 'en' ? 'en' : 'tr';
      if (serving) {
        return `import { ${locale} } from '/app/locales/${locale}.ts';\nimport { partOf } from '/app/locales/shell-dictionary.ts';\nexport const dictionary = partOf(${locale}, ${JSON.stringify(part)});`;
      }
      return `export const dictionary = ${JSON.stringify(partOf(locale === 'en' ? en : tr, part))};`;
    },
  };
}

/**
 * What the public pages' shell (root, default layout, header, footer) is made of, with what those import: one
 * file instead of thirty small ones. Route modules stay out (each route keeps its own chunk).
 */
const SHELL_MODULES = [
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|Badge|Burger|Button|Card|Container|Divider|Group|Loader|Paper|SimpleGrid|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton)[\\/]/,
  /node_modules[\\/]@mantine[\\/](notifications[\\/]esm[\\/]notifications\.store|dates[\\/]esm[\\/]components[\\/]DatesProvider[\\/])/,
  /app[\\/]components[\\/](site-header|site-header-parts|site-footer|logo|language-switch|error-view)\.tsx$/,
  /app[\\/]lib[\\/](i18n|public-paths|use-root-data|brief-flow-link|language-switch-path|theme|csp-nonce|chunk-reload|app-paths|locale)\.tsx?$/,
  /app[\\/]features[\\/]brief-flow[\\/](components[\\/]brief-flow-host\.tsx|brief-flow-entry\.ts)$/,
  /packages[\\/]contracts[\\/]src[\\/](brands|locale|constants|category-keys|rules|money|messages)\.ts$/,
];

export default defineConfig({
  plugins: [reactRouter(), dictionaryParts()],
  build: {
    // One file each for what every page needs (React with the router, Mantine's base, the public shell) instead
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
              // The provider and what each component is built on (the utilities they use come along).
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]core[\\/](MantineProvider|Box|styles-api|factory|InlineStyles)|@mantine[\\/]store|clsx)[\\/]/,
              priority: 2,
            },
            {
              name: 'query',
              // The query client every page's root creates, with its provider: one file, whichever hooks a page
              // uses (without it, pages that only take the client, like the login, split it into two files).
              test: /node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/](environmentManager|focusManager|infiniteQueryBehavior|mutation|mutationCache|notifyManager|onlineManager|query|queryCache|queryClient|removable|retryer|subscribable|thenable|timeoutManager|utils)|react-query[\\/]build[\\/]modern[\\/]QueryClientProvider)\.js$/,
              priority: 2,
            },
            { name: 'shell', test: (id) => SHELL_MODULES.some((pattern) => pattern.test(id)), priority: 1 },
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

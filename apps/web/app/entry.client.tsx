import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadDictionary, loadShellDictionary } from './lib/i18n.tsx';
import { SHELL_DICTIONARY_ROUTES } from './locales/shell-dictionary.ts';

declare global {
  interface Window {
    /** React Router's scripts: the page's matched route modules, root first, the page's own route last. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

// The page's language is on <html lang> (root Layout); its dictionary must be there before the first render.
const locale = document.documentElement.lang === 'en' ? 'en' : 'tr';
const page = Object.keys(window.__reactRouterRouteModules ?? {}).at(-1) ?? '';
await (SHELL_DICTIONARY_ROUTES.includes(page) ? loadShellDictionary(locale) : loadDictionary(locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

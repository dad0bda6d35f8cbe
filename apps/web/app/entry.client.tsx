import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadDictionary, loadDictionaryPart, type TDictionaryPartHandle } from './lib/i18n.tsx';

declare global {
  interface Window {
    /** React Router's scripts: the page's matched route modules, root first, the page's own route last. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

// The page's language is on <html lang> (root Layout); its dictionary must be there before the first render.
const locale = document.documentElement.lang === 'en' ? 'en' : 'tr';
const page = Object.values(window.__reactRouterRouteModules ?? {}).at(-1) as
  | { handle?: Partial<TDictionaryPartHandle> }
  | undefined;
// The lighter pages' first screen needs only a part of it, which their route module names (handle.dictionary).
const part = page?.handle?.dictionary?.[locale];
await (part ? loadDictionaryPart(locale, part) : loadDictionary(locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

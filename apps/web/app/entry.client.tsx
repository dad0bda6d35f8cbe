import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadDictionary } from './lib/i18n.tsx';

// The page's language is on <html lang> (root Layout); its dictionary must be there before the first render.
await loadDictionary(document.documentElement.lang === 'en' ? 'en' : 'tr');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

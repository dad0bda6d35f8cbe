import { loadDictionary } from '../app/lib/i18n.tsx';

// The app loads a page's dictionary before it renders (entry.client); tests render in either language.
await Promise.all([loadDictionary('tr'), loadDictionary('en')]);

// Mantine reads these browser APIs, which jsdom does not implement.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Server side: the nonce of this answer's Content-Security-Policy (apps/api platform/plugins/security-headers.ts). */
export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * In the browser, the nonce the page was served with: the attribute reads empty once the policy applies,
 * but the element's `nonce` property keeps it, for the style tags Mantine adds later.
 */
function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** The nonce inline scripts and style tags must carry (undefined where the page has no policy, e.g. vite dev). */
export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? pageNonce();
}

/**
 * Settings libraries read from globals, made before any module script runs (a module imported first cannot:
 * bundled shared chunks run before the root module's own code):
 * - zod checks schemas without code compiled at run time; otherwise each object schema probes `new Function`,
 *   which the page's policy (no 'unsafe-eval') refuses and reports as a violation;
 * - react-remove-scroll (Mantine's modals and drawers) gives its style tag the page's nonce (`get-nonce`
 *   reads `__webpack_nonce__`);
 * - a form of the app sent before the page has hydrated (its scripts start after the first paint) is stopped
 *   instead of being sent by the browser as a plain GET that reloads the page and drops what was typed; forms
 *   meant to work without JavaScript carry an `action` and go as usual. root.tsx marks the page hydrated.
 */
const SETTINGS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});' +
  'globalThis.__webpack_nonce__=document.currentScript&&document.currentScript.nonce||undefined;' +
  "document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated')&&" +
  "!(e.target&&e.target.getAttribute&&e.target.getAttribute('action')))e.preventDefault()},true);";

export function PageScriptSettings({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user data.
      dangerouslySetInnerHTML={{ __html: SETTINGS_SCRIPT }}
      suppressHydrationWarning
    />
  );
}

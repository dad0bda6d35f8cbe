import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Starts a page's JavaScript after its first paint instead of before it.
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every module of the page (React hoists them
 * to the top of <head>) and an inline module script whose static imports load the matched route modules. On a
 * slow phone those downloads compete with the stylesheet for the first paint, although the server-rendered page
 * needs no script to be seen. This rewrite drops the preload links from the HTML and turns the inline script's
 * static imports into dynamic ones that run one frame after the first paint, after putting the same preload
 * links into <head> from script so the modules still download in parallel. Hydration is otherwise unchanged.
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
/** React Router's route-modules script: the only inline `type="module"` script in the shell. */
const MODULE_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_NAMESPACE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const STATIC_SIDE_EFFECT_IMPORT = /(^|[;\n])\s*import ("[^"]+");/g;

/** The first frame after the page was painted (a frame callback runs before that paint, a task after it). */
const AFTER_FIRST_PAINT = 'await new Promise((go) => requestAnimationFrame(() => setTimeout(go, 0)));';

export function deferPageScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD_LINK, (_link, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return '';
  });
  const [, open = '', body = '', close = ''] = MODULE_SCRIPT.exec(withoutPreloads) ?? [];
  const nonce = /nonce="([^"]+)"/.exec(open)?.[1];
  const deferredBody = body
    .replace(STATIC_NAMESPACE_IMPORT, 'const $1 = await import($2);')
    .replace(STATIC_SIDE_EFFECT_IMPORT, '$1await import($2);');
  const preloadAll =
    `for (const href of ${JSON.stringify(preloads)}) {` +
    `const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href;` +
    `${nonce ? ` link.nonce = ${JSON.stringify(nonce)};` : ''} document.head.append(link); }`;
  return withoutPreloads.replace(
    MODULE_SCRIPT,
    () => `${open}${AFTER_FIRST_PAINT}\n${preloadAll}\n${deferredBody}${close}`,
  );
}

/**
 * The same rewrite on React's stream: holds the HTML until the route-modules script has been written (it ends the
 * shell), rewrites that part once, then lets the rest (streamed data, deferred boundaries) through untouched.
 */
export function deferPageScriptsStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      held += decoder.write(chunk);
      const start = held.search(/<script[^>]*type="module"/);
      if (start === -1 || held.indexOf('</script>', start) === -1) return callback();
      done = true;
      const out = deferPageScripts(held);
      held = '';
      callback(null, out);
    },
    flush(callback: TransformCallback) {
      held += decoder.end();
      callback(null, held ? deferPageScripts(held) : undefined);
    },
  });
}

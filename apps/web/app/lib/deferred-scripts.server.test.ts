import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferPageScripts, deferPageScriptsStream } from './deferred-scripts.server.ts';

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N1"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Ajanslar · çğışöü</main>',
  '<script nonce="N1">window.__reactRouterContext = {};</script>',
  '<script nonce="N1" type="module" async="">;\n',
  'import * as route0 from "/assets/root-C.js";\n',
  'import * as route1 from "/assets/page-D.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n\n',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="N1">window.__reactRouterContext.streamController.enqueue("data");</script></body></html>',
].join('');

describe('deferPageScripts', () => {
  const out = deferPageScripts(PAGE);

  it('sends no modulepreload link in the HTML, so nothing competes with the stylesheet for the first paint', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('loads the same route modules, after the first paint, with the preloads added from script', () => {
    const script = /<script nonce="N1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain('const route0 = await import("/assets/root-C.js");');
    expect(script).toContain('const route1 = await import("/assets/page-D.js");');
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('await import'));
    expect(script).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(script).toContain('link.nonce = "N1"');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};');
    expect(script).toContain('import("/assets/entry.client-A.js");');
  });

  it('leaves the page text and the hydration data as they were', () => {
    expect(out).toContain('<main>Ajanslar · çğışöü</main>');
    expect(out).toContain('window.__reactRouterContext.streamController.enqueue("data");');
  });

  it('leaves a page without React Router scripts alone', () => {
    expect(deferPageScripts('<html><body>ok</body></html>')).toBe('<html><body>ok</body></html>');
  });

  it('gives the same result when the stream splits tags and multi-byte letters across chunks', async () => {
    const bytes = Buffer.from(PAGE, 'utf8');
    const chunks = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    let streamed = '';
    for await (const chunk of Readable.from(chunks).pipe(deferPageScriptsStream())) streamed += chunk;
    expect(streamed).toBe(out);
  });
});

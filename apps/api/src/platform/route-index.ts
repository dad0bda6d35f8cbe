/**
 * Remembers the API's route patterns so that an unmatched request can be told apart: a path that exists
 * with another method (405, with Allow) or no such path at all (404). Matching is case-insensitive like routing.
 */
export function createRouteIndex() {
  const patterns = new Map<string, { regex: RegExp; methods: Set<string> }>();

  function toRegex(url: string): RegExp {
    const source = url
      .split('/')
      .map((segment) => {
        if (segment === '*') return '.*';
        if (segment.startsWith(':')) return segment.endsWith('?') ? '[^/]*' : '[^/]+';
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return new RegExp(`^${source}/?$`, 'i');
  }

  return {
    add(method: string | string[], url: string) {
      const key = url.toLowerCase();
      const entry = patterns.get(key) ?? { regex: toRegex(url), methods: new Set<string>() };
      for (const m of Array.isArray(method) ? method : [method]) entry.methods.add(m.toUpperCase());
      patterns.set(key, entry);
    },
    methodsFor(pathname: string): string[] {
      const methods = new Set<string>();
      for (const { regex, methods: routeMethods } of patterns.values()) {
        if (regex.test(pathname)) for (const m of routeMethods) methods.add(m);
      }
      return [...methods].sort();
    },
  };
}

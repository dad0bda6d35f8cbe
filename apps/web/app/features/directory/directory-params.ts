import { DIRECTORY_FILTERS, DIRECTORY_SORTS, type TDirectoryFilter } from '@brifa/contracts';

/** The API query of the directory from the page's URL: the known filters, the sort and the page only. */
export function directoryQuery(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of DIRECTORY_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value;
  }
  const sort = search.get('Sort');
  if (sort && (DIRECTORY_SORTS as readonly string[]).includes(sort)) query.Sort = sort;
  const page = Number(search.get('Page'));
  if (Number.isInteger(page) && page > 1) query.PageIndex = String(page - 1);
  return query;
}

/** The filters in effect, in the order of DIRECTORY_FILTERS (for the "remove this filter" chips). */
export function activeFilters(search: URLSearchParams): TDirectoryFilter[] {
  return DIRECTORY_FILTERS.filter((name) => Boolean(search.get(name)?.trim()));
}

/** The page's URL search with some parameters changed (undefined removes one); a filter change goes to page 1. */
export function withParams(search: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('Page' in changes)) next.delete('Page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** A submitted filter form as a URL search: empty fields left out (a GET form would write "TeamSize="). */
export function searchOfForm(form: HTMLFormElement): string {
  const next = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) next.set(key, value.trim());
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

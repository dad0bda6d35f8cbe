import { directoryEndpoints, formatMessage, type TSiteFigures } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from './api-client.ts';

/**
 * The marketplace's figures (listed agencies, brands, categories), counted by the API from the database
 * (GET SearchProvider/figures). Null when the API cannot answer: pages then leave the figures out rather
 * than show a made-up number.
 */
export function loadSiteFigures(api: TApiContext): Promise<TSiteFigures | null> {
  return callEndpoint(api, directoryEndpoints.getSiteFigures).catch(() => null);
}

/** The copy's figure parameters: `{agencies}`, `{brands}` and `{categories}`. */
export function figureParams(figures: TSiteFigures): Record<'agencies' | 'brands' | 'categories', number> {
  return { agencies: figures.Agencies, brands: figures.Brands, categories: figures.Categories };
}

/** Fills the figure parameters of a text; undefined while a figure is unknown or still has no value. */
export function withFigures(text: string, figures: TSiteFigures | null): string | undefined {
  if (!/\{(agencies|brands|categories)\}/.test(text)) return text;
  if (!figures) return undefined;
  return formatMessage(text, figureParams(figures));
}

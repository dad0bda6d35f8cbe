import { BRANDS } from '@brifa/contracts';
import { useRouteLoaderData } from 'react-router';
import type { TRootData } from '../root.tsx';

/** Root loader data with safe defaults (an error page may render without it). */
export function useRootData(): TRootData {
  return (
    useRouteLoaderData<TRootData>('root') ?? {
      locale: 'tr',
      brand: BRANDS.main,
      publicApiUrl: '',
      user: null,
      footerLinks: null,
    }
  );
}

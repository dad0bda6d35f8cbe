import type { TOperatorView } from '@brifa/contracts';
import { useRouteLoaderData } from 'react-router';

/** The route id of layouts/ops-layout.tsx (routes.ts). */
export const OPS_LAYOUT_ID = 'ops-layout';

/** The signed-in operator, from the ops layout's loader (inside /ops pages only). */
export function useOperator(): TOperatorView | null {
  return useRouteLoaderData<{ operator: TOperatorView }>(OPS_LAYOUT_ID)?.operator ?? null;
}

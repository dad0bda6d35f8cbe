import type { boostsTr } from './boosts.tr.ts';

/** English texts of the boost, add-ons and custom-service screens (issue 19 items 7 and 8). */
export const boostsEn: Record<keyof typeof boostsTr, string> = {
  'ops.queue.kind.custom_service': 'Custom service request',
};

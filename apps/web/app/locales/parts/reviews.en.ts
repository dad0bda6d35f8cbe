import type { reviewsTr } from './reviews.tr.ts';

export const reviewsEn: Record<keyof typeof reviewsTr, string> = {};

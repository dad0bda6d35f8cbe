import type { showcaseTr } from './showcase.tr.ts';

export const showcaseEn: Record<keyof typeof showcaseTr, string> = {};

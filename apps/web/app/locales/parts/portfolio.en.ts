import type { portfolioTr } from './portfolio.tr.ts';

export const portfolioEn: Record<keyof typeof portfolioTr, string> = {};

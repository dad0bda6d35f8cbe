import type { accountTr } from './account.tr.ts';

export const accountEn: Record<keyof typeof accountTr, string> = {};

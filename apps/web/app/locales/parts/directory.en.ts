import type { directoryTr } from './directory.tr.ts';

export const directoryEn: Record<keyof typeof directoryTr, string> = {};

import type { profileLevelTr } from './profile-level.tr.ts';

export const profileLevelEn: Record<keyof typeof profileLevelTr, string> = {};

import type { settingsTr } from './settings.tr.ts';

export const settingsEn: Record<keyof typeof settingsTr, string> = {};

/** Turkish texts of the settings screens; en counterpart in ./settings.en.ts. */
export const settingsTr = {} as const;

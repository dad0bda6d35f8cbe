/** Turkish texts of the profile-level screens (issue 6); en counterpart in ./profile-level.en.ts. */
export const profileLevelTr = {} as const;

/** Turkish texts of the showcase screens (issue 6); en counterpart in ./showcase.en.ts. */
export const showcaseTr = {} as const;

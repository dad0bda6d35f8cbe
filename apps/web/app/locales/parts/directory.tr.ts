/** Turkish texts of the directory screens (issue 6); en counterpart in ./directory.en.ts. */
export const directoryTr = {} as const;

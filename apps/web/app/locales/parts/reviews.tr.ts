/** Turkish texts of the reviews screens (issue 6); en counterpart in ./reviews.en.ts. */
export const reviewsTr = {} as const;

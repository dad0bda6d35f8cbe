/** Turkish texts of the account screens; en counterpart in ./account.en.ts. */
export const accountTr = {} as const;

/** Turkish texts of the portfolio screens (issue 6); en counterpart in ./portfolio.en.ts. */
export const portfolioTr = {} as const;

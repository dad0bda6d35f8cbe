/** Time comes from here so that windows, expiries and renewals are testable. */
export type TClock = { now(): Date };

export const systemClock: TClock = { now: () => new Date() };

export function fixedClock(start: Date): TClock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * Money between Brifa (integer kuruş) and iyzico (decimal lira: strings in requests, JSON numbers in answers),
 * without floating-point arithmetic on the way out and with exact rounding on the way in.
 */

/** 100010 -> "1000.10", 1 -> "0.01". Refuses anything but a non-negative whole number of kuruş. */
export function kurusToLira(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`not a kuruş amount: ${kurus}`);
  const lira = Math.floor(kurus / 100);
  const rest = kurus - lira * 100;
  return `${lira}.${String(rest).padStart(2, '0')}`;
}

/**
 * "1000.1" | 1000.1 | "1000.10" -> 100010. Strings are read digit by digit (a third decimal rounds half up);
 * numbers (iyzico answers prices as JSON numbers) are read through their shortest decimal form, which for
 * any price below 10^13 lira is the decimal iyzico wrote.
 */
export function liraToKurus(value: number | string): number {
  const text = typeof value === 'number' ? numberToPlainDecimal(value) : value.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`not a lira amount: ${String(value)}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const kurus = Number(whole) * 100 + Number(fraction.slice(0, 2));
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  const result = kurus + roundUp;
  if (!Number.isSafeInteger(result)) throw new RangeError(`lira amount too large: ${String(value)}`);
  return result;
}

function numberToPlainDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not a lira amount: ${value}`);
  const text = String(value);
  // 1e-7 and the like: no price has them, but never misread one
  return text.includes('e') ? value.toFixed(6) : text;
}

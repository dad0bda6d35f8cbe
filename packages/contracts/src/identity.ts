/**
 * Turkish identity and contact numbers: VKN (tax number), TCKN (national identity number) and mobile phones.
 * Shared by the API and the forms so both accept and refuse the same values.
 */

function digitAt(value: string, index: number): number {
  return value.charCodeAt(index) - 48;
}

/** Check digit of a 10-digit VKN (vergi kimlik numarası) from its first nine digits (GİB algorithm). */
export function vknCheckDigit(first9: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (digitAt(first9, i) + 9 - i) % 10;
    if (shifted === 0) continue;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    sum += weighted === 0 ? 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVkn(value: string): boolean {
  return /^\d{10}$/.test(value) && vknCheckDigit(value.slice(0, 9)) === digitAt(value, 9);
}

/** The two check digits of an 11-digit TCKN (T.C. kimlik numarası) from its first nine digits. */
export function tcknCheckDigits(first9: string): string {
  let odd = 0;
  let even = 0;
  for (let i = 0; i < 9; i++) {
    if (i % 2 === 0) odd += digitAt(first9, i);
    else even += digitAt(first9, i);
  }
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (odd + even + tenth) % 10;
  return `${tenth}${eleventh}`;
}

export function isValidTckn(value: string): boolean {
  return /^[1-9]\d{10}$/.test(value) && tcknCheckDigits(value.slice(0, 9)) === value.slice(9);
}

/**
 * A Turkish mobile number as users type it (without the leading 0: "532 123 45 67"), or already in E.164.
 * Returns E.164 ("+905321234567") or undefined when it is not a Turkish mobile number (5xx, 10 digits).
 */
export function turkishMobileToE164(input: string): string | undefined {
  let digits = input.replace(/[\s()\-.]/g, '');
  if (digits.startsWith('+90')) digits = digits.slice(3);
  else if (digits.startsWith('0090')) digits = digits.slice(4);
  if (!/^5\d{9}$/.test(digits)) return undefined;
  return `+90${digits}`;
}

/** "+905321234567" -> "532 123 45 67", the way the phone input shows it after its +90 prefix. */
export function formatTurkishMobile(e164: string): string {
  const local = e164.replace(/^\+90/, '');
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6, 8)} ${local.slice(8, 10)}`.trim();
}

/** "+905321234567" -> "+90 532 *** ** 67": enough to recognise one's own number on a verification screen. */
export function maskPhone(e164: string): string {
  const local = e164.replace(/^\+90/, '');
  return `+90 ${local.slice(0, 3)} *** ** ${local.slice(8, 10)}`;
}

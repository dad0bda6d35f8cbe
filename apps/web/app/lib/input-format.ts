/**
 * What the account forms do to input as it is typed. Pure, so the rules are tested without a browser.
 */

/**
 * The phone field after its fixed "+90": digits only, grouped "532 123 45 67". A pasted "+90", "0090" or
 * a leading "0" is dropped, since the field already stands for +90 and the number is entered without the 0.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+90') || (digits.startsWith('90') && digits.length > 10))
    digits = digits.slice(2);
  else if (digits.startsWith('0090')) digits = digits.slice(4);
  digits = digits.replace(/^0+/, '').slice(0, 10);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  return groups.filter(Boolean).join(' ');
}

/** Digits only, at most `max` of them (tax numbers, years). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/** "example.com" -> "https://example.com": people rarely type the scheme, the API needs it. */
export function normaliseWebsite(raw: string): string {
  const value = raw.trim();
  if (value === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}

/** "2:05" for 125 seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds left until a deadline (epoch ms), never negative. */
export function secondsUntil(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

const FOLDS: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * A search key that ignores case and Turkish letters, so "istanbul", "İST" and "sisli" find "İstanbul" and
 * "Şişli" ("İ".toLowerCase() alone gives "i" plus a combining dot, which matches nothing typed).
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşüâîû]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

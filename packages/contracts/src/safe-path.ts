/**
 * The post-login return path rule of spec/rules.md section 5: it must start with a single "/", and the path may
 * hold only letters, digits, "/" and @ - % _ ~ ., with an optional query and hash. Encoded slashes and backslashes
 * are refused too, since browsers and servers may decode them into a second "/" that leaves the site.
 */
const SAFE_PATH =
  /^\/(?!\/)[A-Za-z0-9@\-%_~./]*(\?[A-Za-z0-9@\-%_~./=&+,:;]*)?(#[A-Za-z0-9@\-%_~./=&+,:;]*)?$/;

export function isSafeReturnPath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!SAFE_PATH.test(value)) return false;
  const lowered = value.toLowerCase();
  // %2f / %5c decode to "/" and "\"; %25 hides a second round of encoding.
  if (/%(2f|5c|25|00|0a|0d|09)/.test(lowered)) return false;
  if (/(^|\/)\.\.(\/|$)/.test(value.split(/[?#]/)[0] ?? '')) return false;
  return true;
}

export function safeReturnPathOr(value: string | null | undefined, fallback: string): string {
  return isSafeReturnPath(value) ? value : fallback;
}

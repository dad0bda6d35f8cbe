import { VERIFICATION_CODE_LENGTH } from './rules.ts';

/*
 * Verification facts the sign-in screens show or check before anything is sent, apart from auth.ts so a page
 * that needs only these loads no zod (auth.ts's schemas are module-level zod chains the bundler keeps whole).
 */

/** The number verification SMS come from; the verification screen shows it. */
export const VERIFICATION_SENDER = 'BRIFA';
export const VERIFICATION_SUPPORT_PHONE = '0850 305 27 43';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);
/** A whole verification code as typed (rules.ts VERIFICATION_CODE_LENGTH digits): the forms check it before sending. */
export function isVerificationCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

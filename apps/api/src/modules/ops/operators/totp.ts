import { OPS_TOTP } from '@brifa/contracts';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 TOTP through `otpauth` (a maintained library; SHA-1, 6 digits, 30 s: what authenticator apps read). */
function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: OPS_TOTP.issuer,
    label,
    algorithm: 'SHA1',
    digits: OPS_TOTP.digits,
    period: OPS_TOTP.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the secret, the otpauth:// URI and that URI as an SVG QR code. */
export function totpEnrolment(secretBase32: string, email: string) {
  const uri = totpOf(secretBase32, email).toString();
  return { Secret: secretBase32, Uri: uri, QrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * The time step a code belongs to (now ± OPS_TOTP.window steps), or undefined when it is wrong. The caller
 * takes the step once (operators.repo useTotpStep), so a code cannot be replayed.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | undefined {
  const totp = totpOf(secretBase32, 'ops');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: OPS_TOTP.window });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / OPS_TOTP.periodSeconds) + delta;
}

/** The current code (tests, and the demo seed's printout). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, 'ops').generate({ timestamp: now.getTime() });
}

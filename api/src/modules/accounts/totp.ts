import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, normaliseCode } from '../../domain/second-factor.js';
import { organisation } from '../../domain/organisation.js';

/** A code from one step before or after the server's clock is accepted (clock drift), never older than the last one used. */
const DRIFT_STEPS = 1;

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: organisation.name,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret, as base32 for manual entry, and the otpauth:// link the QR code carries. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, label).toString() };
}

/**
 * The time step of `code` when it is right for `secret` at `now` and newer than `lastStep`,
 * else null: a code works once, and an older one never works after a newer one.
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null, now: number): number | null {
  const token = normaliseCode(code);
  const delta = totpFor(secret, 'check').validate({ token, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

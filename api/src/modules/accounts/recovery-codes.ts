import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, normaliseCode } from '../../domain/second-factor.js';

// Lower-case letters and digits without 0, 1, l and o, which are easy to misread on paper.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function group(): string {
  return Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten fresh codes as the user sees them once, e.g. "k7m2p-9qx4r-hw3ta" (75 random bits each). */
export function drawRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}-${group()}`);
}

/**
 * What is stored: a SHA-256 of the code without dashes. With 75 random bits a plain hash cannot
 * be reversed by guessing, and unlike a keyed hash it survives a key rotation.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(`odf-recovery:${normaliseCode(code)}`)
    .digest('hex');
}

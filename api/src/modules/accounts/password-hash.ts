import argon2 from 'argon2';

/**
 * Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 74 ms measured on
 * this two-core machine under load, so a burst of logins cannot starve the machine (docs/decisions/012).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail) it still spends
 * the time of one verification, so response times do not tell which e-mails have accounts.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('no-such-account-placeholder', OPTIONS);
  try {
    const ok = await argon2.verify(hash ?? (await dummyHash), password);
    return hash !== undefined && ok;
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's and should be redone. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}

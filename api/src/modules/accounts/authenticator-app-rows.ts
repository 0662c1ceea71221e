import type { EntityManager } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { User } from './user.entity.js';
import { StaffTotp } from './second-factor.entity.js';
import { acceptedTotpStep, newTotpSecret } from './totp.js';

/**
 * A staff member's authenticator app as stored: its secret sealed like an SSN, a new secret
 * waiting beside the old one until its first code confirms it, and the last time step used,
 * so a code works once (issue 23, docs/decisions/270).
 */
const TOTP_AAD = (userId: number) => `staff-totp:${userId}`;

export function totpOf(manager: EntityManager, userId: number): Promise<StaffTotp | null> {
  return manager.getRepository(StaffTotp).findOneBy({ userId });
}

/** Keeps a fresh secret waiting; an app already set up keeps working meanwhile. */
export async function stageTotpSecret(
  manager: EntityManager,
  cipher: PiiCipher,
  user: User,
): Promise<{ secret: string; otpauthUrl: string }> {
  const fresh = newTotpSecret(user.email);
  const sealed = cipher.sealText(fresh.secret, TOTP_AAD(user.id));
  const repo = manager.getRepository(StaffTotp);
  if (await repo.existsBy({ userId: user.id })) await repo.update({ userId: user.id }, { pendingSecretSealed: sealed });
  else
    await repo.insert({
      userId: user.id,
      secretSealed: null,
      lastStep: null,
      pendingSecretSealed: sealed,
      confirmedAt: null,
      lastUsedAt: null,
    });
  return fresh;
}

/** The time step a code confirms for the waiting secret, or null for a wrong code. */
export function pendingTotpStep(row: StaffTotp, cipher: PiiCipher, code: string, now: number): number | null {
  if (!row.pendingSecretSealed) return null;
  return acceptedTotpStep(cipher.openText(row.pendingSecretSealed, TOTP_AAD(row.userId)), code, null, now);
}

/** Makes the waiting secret the app's, replacing any earlier app. */
export async function confirmTotpSecret(manager: EntityManager, row: StaffTotp, step: number, at: Date): Promise<void> {
  await manager
    .getRepository(StaffTotp)
    .update(
      { userId: row.userId },
      { secretSealed: row.pendingSecretSealed, pendingSecretSealed: null, lastStep: step, confirmedAt: at, lastUsedAt: at },
    );
}

/** Spends a code of the app: true once per time step, only if no request used it (or a later one) meanwhile. */
export async function spendTotpCode(
  manager: EntityManager,
  cipher: PiiCipher,
  userId: number,
  code: string,
  at: Date,
): Promise<boolean> {
  const row = await totpOf(manager, userId);
  if (!row?.secretSealed) return false;
  const step = acceptedTotpStep(cipher.openText(row.secretSealed, TOTP_AAD(userId)), code, row.lastStep, at.getTime());
  if (step === null) return false;
  const result = await manager
    .getRepository(StaffTotp)
    .createQueryBuilder()
    .update()
    .set({ lastStep: step, lastUsedAt: at })
    .where('user_id = :userId AND secret_sealed = :sealed AND (last_step IS NULL OR last_step < :step)', {
      userId,
      sealed: row.secretSealed,
      step,
    })
    .execute();
  return Boolean(result.affected);
}

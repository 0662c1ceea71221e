import { IsNull, type EntityManager } from 'typeorm';
import { drawRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { StaffRecoveryCode } from './second-factor.entity.js';

/** A user's recovery codes as stored: only their hashes, each spent once. */

/** How many of a user's recovery codes are still unused. */
export function unusedRecoveryCodes(manager: EntityManager, userId: number): Promise<number> {
  return manager.getRepository(StaffRecoveryCode).countBy({ userId, usedAt: IsNull() });
}

/** Draws ten new codes in place of the old ones, and answers them (shown to the user once). */
export async function replaceRecoveryCodes(manager: EntityManager, userId: number, at: Date): Promise<string[]> {
  const codes = drawRecoveryCodes();
  await manager.getRepository(StaffRecoveryCode).delete({ userId });
  await manager
    .getRepository(StaffRecoveryCode)
    .insert(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code), createdAt: at, usedAt: null })));
  return codes;
}

/**
 * Spends an unused code: claimed by a conditional update, so two requests cannot both use it.
 * True when this request spent it.
 */
export async function spendRecoveryCode(manager: EntityManager, userId: number, code: string, at: Date): Promise<boolean> {
  const repo = manager.getRepository(StaffRecoveryCode);
  const row = await repo.findOneBy({ userId, codeHash: recoveryCodeHash(code), usedAt: IsNull() });
  if (!row) return false;
  const result = await repo.update({ id: row.id, usedAt: IsNull() }, { usedAt: at });
  return Boolean(result.affected);
}

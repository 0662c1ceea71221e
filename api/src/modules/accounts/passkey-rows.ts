import { IsNull, type EntityManager } from 'typeorm';
import { passkeyNameSchema } from '../../domain/second-factor.js';
import { validationError } from '../../domain/errors.js';
import { StaffPasskey } from './second-factor.entity.js';

/**
 * A staff member's passkeys as stored (issue 23, docs/decisions/270): their names as the rules
 * allow them, and each use claimed once.
 */

/** A passkey's name as the rules allow it, or the refusal naming the field. */
export function checkedPasskeyName(name: string): string {
  const parsed = passkeyNameSchema.safeParse(name);
  if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { name: parsed.error.issues[0]!.message });
  return parsed.data;
}

/**
 * Records a use of `passkey` (its new signature count, at `at`) only if no request beside this one
 * used it since it was read: the same answer sent twice at once made two sessions (issue 36).
 * False when another request got there first.
 */
export async function claimPasskeyUse(manager: EntityManager, passkey: StaffPasskey, count: number, at: Date): Promise<boolean> {
  const unchanged = { id: passkey.id, signCount: passkey.signCount, lastUsedAt: passkey.lastUsedAt ?? IsNull() };
  const claimed = await manager.getRepository(StaffPasskey).update(unchanged, { signCount: count, lastUsedAt: at });
  return Boolean(claimed.affected);
}

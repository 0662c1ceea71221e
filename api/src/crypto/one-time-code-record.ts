import { Column, IsNull, type FindOptionsWhere, type Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { OneTimeCodes } from './one-time-codes.js';

/**
 * The stored half of an e-mailed code (password reset, application status): the columns both
 * tables share. Each entity adds its own id and whose code it is.
 */
export abstract class OneTimeCodeRecord {
  /** HMAC-SHA256 of the code, hex. */
  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  /** Codes typed so far; the code is void after the fifth wrong one. */
  @Column({ name: 'attempts', type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;
}

/** Why a typed code was refused, in the audit log's words; `exhausted` when no try is left. */
export interface CodeRefusal {
  ok: false;
  why: 'no code' | 'code already used' | 'code expired' | 'too many attempts' | 'wrong code';
  exhausted: boolean;
}

/** The columns of a code issued `now`, good for `ttlMs`: no try yet, not used. */
export function freshCode(codeHash: string, now: Date, ttlMs: number): OneTimeCodeRecord {
  return { codeHash, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs), attempts: 0, usedAt: null };
}

/**
 * Checks a typed code against the newest code stored for `owner`: unused, unexpired, right, and
 * within `maxAttempts` tries. Answers the row when it may be used; the caller then claims it.
 */
export async function checkCode<T extends OneTimeCodeRecord & { id: number }>(
  rows: Repository<T>,
  owner: FindOptionsWhere<T>,
  code: string,
  codes: OneTimeCodes,
  now: Date,
  maxAttempts: number,
): Promise<{ ok: true; row: T } | CodeRefusal> {
  const refuse = (why: CodeRefusal['why'], exhausted = false): CodeRefusal => ({ ok: false, why, exhausted });
  const newest = await rows.findOne({ where: owner, order: { id: 'DESC' } as never });
  if (!newest) return refuse('no code');
  if (newest.usedAt) return refuse('code already used');
  if (newest.expiresAt.getTime() <= now.getTime()) return refuse('code expired');
  // Counted first, atomically, so parallel guesses cannot pass the limit.
  const counted = await rows
    .createQueryBuilder()
    .update(rows.target)
    .set({ attempts: () => 'attempts + 1' } as QueryDeepPartialEntity<T>)
    .whereInIds(newest.id)
    .andWhere('attempts < :max', { max: maxAttempts })
    .execute();
  if (!counted.affected) return refuse('too many attempts', true);
  if (!codes.matches(code, newest.codeHash)) return refuse('wrong code', newest.attempts + 1 >= maxAttempts);
  return { ok: true, row: newest };
}

/** Marks a checked code used; false when a parallel request with the same code won it first. */
export async function claimCode<T extends OneTimeCodeRecord & { id: number }>(
  rows: Repository<T>,
  row: T,
  now: Date,
): Promise<boolean> {
  const used = { usedAt: now } as unknown as QueryDeepPartialEntity<T>;
  const claimed = await rows.update({ id: row.id, usedAt: IsNull() } as FindOptionsWhere<T>, used);
  return Boolean(claimed.affected);
}

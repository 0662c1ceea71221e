import type { Repository } from 'typeorm';
import type { CodeRefusal } from '../../crypto/one-time-code-record.js';
import type { OneTimeCodes } from '../../crypto/one-time-codes.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { StatusSignInCode } from './application-status.entity.js';

/** Whose codes: one application. */
export interface CodeOwner {
  applicantKind: ApplicationKind;
  applicantId: number;
}

/** The codes that still work (unused, unexpired), in the order given (newest first when asked so). */
export const outstanding = (rows: StatusSignInCode[], now: Date): StatusSignInCode[] =>
  rows.filter((row) => !row.usedAt && row.expiresAt.getTime() > now.getTime());

/**
 * Checks a typed 6-digit code against every code of the application that still works: an
 * applicant who asked twice may type the code of either e-mail. Each code keeps its own 5 tries,
 * and a try counts on every working code (atomically, one row at a time, so parallel guesses
 * cannot pass a limit); a code whose tries are spent is no longer compared. So no code is ever
 * compared with more than 5 guesses, as when only one code worked at a time.
 */
export async function checkOutstandingCode(
  rows: Repository<StatusSignInCode>,
  owner: CodeOwner,
  code: string,
  codes: OneTimeCodes,
  now: Date,
  maxAttempts: number,
): Promise<{ ok: true; row: StatusSignInCode } | CodeRefusal> {
  const refuse = (why: CodeRefusal['why'], exhausted = false): CodeRefusal => ({ ok: false, why, exhausted });
  const all = await rows.find({ where: owner, order: { id: 'DESC' } });
  const working = outstanding(all, now);
  if (working.length === 0) {
    const newest = all[0];
    if (!newest) return refuse('no code');
    return refuse(newest.usedAt ? 'code already used' : 'code expired');
  }
  const counted: StatusSignInCode[] = [];
  for (const row of working) {
    const result = await rows
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .whereInIds(row.id)
      .andWhere('attempts < :max', { max: maxAttempts })
      .execute();
    if (result.affected) counted.push(row);
  }
  if (counted.length === 0) return refuse('too many attempts', true);
  const match = counted.find((row) => codes.matches(code, row.codeHash));
  if (match) return { ok: true, row: match };
  return refuse(
    'wrong code',
    counted.every((row) => row.attempts + 1 >= maxAttempts),
  );
}

import { In, type EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { KINDS } from '../application-records/kinds.js';
import { ReviewStatusChange } from '../review/review.entity.js';

/** What the retention policy reads of an application: its dates and decision, never its answers. */

export interface ApplicantFacts {
  id: number;
  reference: string;
  reviewStatus: string;
  status: string;
  archivedAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  awardCents: number | null;
  paymentReference: string | null;
  cycleId: number | null;
}

const FACT_COLUMNS = [
  'id',
  'reference',
  'reviewStatus',
  'status',
  'archivedAt',
  'paidAt',
  'createdAt',
  'awardCents',
  'paymentReference',
  'cycleId',
] as const;

/** The policy never reaches an application still in review: only these can be due. */
const FINISHED = ['DECLINED', 'PAID'];

/** The facts of the given applications, or of every finished or archived one. */
export async function applicantFacts(manager: EntityManager, kind: ApplicationKind, ids?: number[]): Promise<ApplicantFacts[]> {
  const rows = await manager.find(KINDS[kind].entity as typeof KINDS.undergrad.entity, {
    select: Object.fromEntries(FACT_COLUMNS.map((c) => [c, true])),
    where: ids ? { id: In(ids) } : [{ reviewStatus: In(FINISHED) }, { status: 'archived' }],
  });
  return rows as unknown as ApplicantFacts[];
}

/** When each application was last moved to DECLINED. */
export async function declinedDates(manager: EntityManager, kind: ApplicationKind, ids: number[]): Promise<Map<number, Date>> {
  const out = new Map<number, Date>();
  for (let i = 0; i < ids.length; i += 500) {
    const changes = await manager.find(ReviewStatusChange, {
      select: { applicantId: true, at: true },
      where: { applicantKind: kind, applicantId: In(ids.slice(i, i + 500)), toStatus: 'DECLINED' },
    });
    for (const c of changes) if (!out.has(c.applicantId) || out.get(c.applicantId)! < c.at) out.set(c.applicantId, c.at);
  }
  return out;
}

/** When the application last moved to `to`, or null if it never did. */
export async function lastMoveTo(manager: EntityManager, kind: ApplicationKind, id: number, to: string): Promise<Date | null> {
  const change = await manager.findOne(ReviewStatusChange, {
    where: { applicantKind: kind, applicantId: id, toStatus: to as ReviewStatusChange['toStatus'] },
    order: { at: 'DESC' },
  });
  return change?.at ?? null;
}

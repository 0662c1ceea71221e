import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { APPLICATION_KINDS, type ApplicationKind } from '../../domain/applications/index.js';
import { scheduleILines, type ScheduleILine } from '../../domain/reports.js';
import { applicantTable, count } from './report-queries.js';

/** The column that tells one person from another within a kind: the SSN's keyed hash. */
const RECIPIENT_HASH: Record<ApplicationKind, string> = {
  undergrad: 'social_security_hash',
  parent: 'parent_social_security_hash',
  'high-school': 'social_security_hash',
};

/**
 * Schedule I, Part III, for payments made in [start, end): per type of grant, the people paid
 * and the cash paid. Only cleared payments of the disbursement ledger count, by the day they
 * cleared (issue 40) in the organisation's time zone. A person paid twice in the year (two
 * cycles, or two payments) is one recipient, told apart by their SSN's keyed hash, never by the
 * SSN itself; a purged application's anonymised record counts as one recipient of its own, by
 * the day it was paid in full.
 */
export async function scheduleIFigures(
  manager: EntityManager,
  start: Date,
  end: Date,
  timeZone = 'UTC',
): Promise<ScheduleILine[]> {
  const sums: Partial<Record<ApplicationKind, { recipients: number; cashCents: number }>> = {};
  const day = (d: Date) => DateTime.fromJSDate(d, { zone: timeZone }).toISODate()!;
  const [fromDay, toDay] = [day(start), day(end)];
  for (const kind of APPLICATION_KINDS) {
    const { table, id } = applicantTable(manager, kind);
    const live = (await manager
      .createQueryBuilder()
      .select(`a.${RECIPIENT_HASH[kind]}`, 'who')
      .addSelect(`a.${id}`, 'app')
      .addSelect('d.amount_cents', 'cents')
      .from('disbursements', 'd')
      .innerJoin(table, 'a', `a.${id} = d.applicant_id`)
      .where("d.applicant_kind = :kind AND d.state = 'CLEARED' AND d.cleared_on >= :fromDay AND d.cleared_on < :toDay", {
        kind,
        fromDay,
        toDay,
      })
      .getRawMany()) as { who: string | null; app: unknown; cents: unknown }[];
    const purged = (await manager
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .addSelect('COALESCE(SUM(r.award_cents), 0)', 'cents')
      .from('retention_records', 'r')
      .where("r.applicant_kind = :kind AND r.review_status = 'PAID' AND r.paid_at >= :start AND r.paid_at < :end", {
        kind,
        start,
        end,
      })
      .getRawOne()) as { n: unknown; cents: unknown };
    const people = new Set(live.map((r) => r.who ?? `application ${String(r.app)}`));
    sums[kind] = {
      recipients: people.size + count(purged.n),
      cashCents: live.reduce((sum, r) => sum + count(r.cents), 0) + count(purged.cents),
    };
  }
  return scheduleILines(sums);
}

import { DateTime } from 'luxon';
import type { Writable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { APPLICATION_KIND_LABELS } from '../../domain/applications/index.js';
import {
  DISBURSEMENT_CSV_COLUMNS,
  DISBURSEMENT_STATE_LABELS,
  maskAccount,
  monthSchema,
  PAYEE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
} from '../../domain/disbursements.js';
import { validationError } from '../../domain/errors.js';
import { csvWriter } from '../../http/csv-writer.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { DisbursementRow } from './disbursement.entity.js';
import { paymentViews, type DisbursementView } from './disbursement-views.js';

/** Every payment whose state changed in a month (YYYY-MM, the organisation's time zone), for reconciliation. */
export async function monthRows(
  db: DataSource,
  timeZone: string,
  month: unknown,
): Promise<{ month: string; rows: DisbursementView[] }> {
  const parsed = monthSchema.safeParse(month);
  if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { month: parsed.error.issues[0]!.message });
  const start = DateTime.fromISO(`${parsed.data}-01`, { zone: timeZone });
  const from = start.toJSDate();
  const to = start.plus({ months: 1 }).toJSDate();
  const columns = ['preparedAt', 'approvedAt', 'sentAt', 'clearedAt', 'failedAt', 'voidedAt'];
  const query = db.getRepository(DisbursementRow).createQueryBuilder('d');
  query.where(columns.map((c) => `(d.${c} >= :from AND d.${c} < :to)`).join(' OR '), { from, to });
  const rows = await query.orderBy('d.id', 'ASC').getMany();
  return { month: parsed.data, rows: await paymentViews(db.manager, rows) };
}

/**
 * The month's reconciliation as CSV into `out` (which it ends): every cell quoted and
 * formula-safe, account numbers masked to their last four; audited before the file ends.
 */
export async function writeMonthCsv(
  db: DataSource,
  audit: AuditService,
  actor: AuditActor,
  month: unknown,
  out: Writable,
  timeZone: string,
): Promise<void> {
  const { month: m, rows } = await monthRows(db, timeZone, month);
  const csv = csvWriter(out, [...DISBURSEMENT_CSV_COLUMNS]);
  const time = (d: Date | null) => (d ? DateTime.fromJSDate(d, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm') : '');
  for (const r of rows)
    await csv.row([
      String(r.id),
      r.reference,
      APPLICATION_KIND_LABELS[r.kind],
      DISBURSEMENT_STATE_LABELS[r.state],
      r.payeeType ? PAYEE_TYPE_LABELS[r.payeeType] : '',
      r.payeeName,
      maskAccount(r.accountLast4),
      (r.amountCents / 100).toFixed(2),
      r.method ? PAYMENT_METHOD_LABELS[r.method] : '',
      time(r.preparedAt),
      r.preparedBy?.name ?? '',
      time(r.approvedAt),
      r.approvedBy?.name ?? '',
      time(r.sentAt),
      r.sentReference ?? '',
      r.clearedOn ?? '',
      time(r.failedAt),
      r.failureReason ?? '',
      time(r.voidedAt),
      r.voidReason ?? '',
    ]);
  await audit.record(actor, { action: 'disbursements.export-csv', detail: `month ${m}; rows=${rows.length}` });
  csv.end();
}

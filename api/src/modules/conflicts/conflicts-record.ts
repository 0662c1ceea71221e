import { DateTime } from 'luxon';
import type { Writable } from 'node:stream';
import { In, IsNull, type DataSource } from 'typeorm';
import { APPLICATION_KIND_LABELS, type ApplicationKind } from '../../domain/applications/index.js';
import { CONFLICT_CATEGORY_LABELS, type ConflictCategory } from '../../domain/conflicts.js';
import { csvWriter } from '../../http/csv-writer.js';
import { User } from '../accounts/user.entity.js';
import { KINDS } from '../application-records/kinds.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { ConflictDeclarationRow, ConflictPolicyAcceptanceRow, ConflictPolicyRow } from './conflict.entity.js';

export interface DeclarationView {
  id: number;
  kind: ApplicationKind;
  applicationId: number;
  /** Null once the application was deleted. */
  reference: string | null;
  declarerId: number;
  declarerName: string;
  category: ConflictCategory;
  note: string | null;
  declaredAt: Date;
  withdrawnAt: Date | null;
  withdrawnByName: string | null;
  withdrawalReason: string | null;
}

export interface AcceptanceView {
  userId: number;
  name: string;
  version: number;
  acceptedAt: Date;
}

export interface ConflictRecordView {
  cycleId: number;
  /** The current version of the cycle's policy; null: none written. */
  policyVersion: number | null;
  declarations: DeclarationView[];
  acceptances: AcceptanceView[];
}

export interface ConflictCountsView {
  declarations: number;
  active: number;
  acceptances: number;
  policyVersion: number | null;
}

export const CONFLICTS_CSV_COLUMNS = [
  'Record',
  'Time',
  'Staff member',
  'Application',
  'Program',
  'Category',
  'Note',
  'Policy version',
  'Withdrawn',
  'Withdrawn by',
  'Reason for withdrawal',
] as const;

const nameOf = (names: Map<number, string>, id: number) => names.get(id) ?? `A deleted account (#${id})`;

/** The board's record of one cycle (issue 39): every declaration and every acceptance of its policy. */
export class ConflictsRecord {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly timeZone: string,
  ) {}

  private async names(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const users = await this.db
      .getRepository(User)
      .find({ where: { id: In(unique) }, select: { id: true, firstName: true, lastName: true } });
    return new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  }

  private async references(rows: ConflictDeclarationRow[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const kind of Object.keys(KINDS) as ApplicationKind[]) {
      const ids = [...new Set(rows.filter((r) => r.applicantKind === kind).map((r) => r.applicantId))];
      if (ids.length === 0) continue;
      const found = await this.db.manager.find(KINDS[kind].entity, {
        where: { id: In(ids) },
        select: { id: true, reference: true },
      });
      for (const a of found) out.set(`${kind}:${a.id}`, a.reference);
    }
    return out;
  }

  /** A cycle's declarations (or the ones named), with names and references, oldest first. */
  async declarations(cycleId: number | null, ids?: number[]): Promise<DeclarationView[]> {
    const rows = await this.db
      .getRepository(ConflictDeclarationRow)
      .find({ where: ids ? { id: In(ids) } : { cycleId: cycleId ?? IsNull() }, order: { id: 'ASC' } });
    const names = await this.names(rows.flatMap((d) => [d.userId, ...(d.withdrawnBy ? [d.withdrawnBy] : [])]));
    const refs = await this.references(rows);
    return rows.map((d) => ({
      id: d.id,
      kind: d.applicantKind,
      applicationId: d.applicantId,
      reference: refs.get(`${d.applicantKind}:${d.applicantId}`) ?? null,
      declarerId: d.userId,
      declarerName: nameOf(names, d.userId),
      category: d.category,
      note: d.note,
      declaredAt: d.declaredAt,
      withdrawnAt: d.withdrawnAt,
      withdrawnByName: d.withdrawnBy ? nameOf(names, d.withdrawnBy) : null,
      withdrawalReason: d.withdrawalReason,
    }));
  }

  async record(cycleId: number): Promise<ConflictRecordView> {
    const acceptances = await this.db
      .getRepository(ConflictPolicyAcceptanceRow)
      .find({ where: { cycleId }, order: { acceptedAt: 'ASC', id: 'ASC' } });
    const policy = await this.db.getRepository(ConflictPolicyRow).findOne({ where: { cycleId }, order: { version: 'DESC' } });
    const names = await this.names(acceptances.map((a) => a.userId));
    return {
      cycleId,
      policyVersion: policy && policy.text !== '' ? policy.version : null,
      declarations: await this.declarations(cycleId),
      acceptances: acceptances.map((a) => ({
        userId: a.userId,
        name: nameOf(names, a.userId),
        version: a.version,
        acceptedAt: a.acceptedAt,
      })),
    };
  }

  /** The reports page's figures for a cycle: counts only. */
  async counts(cycleId: number): Promise<ConflictCountsView> {
    const declarations = this.db.getRepository(ConflictDeclarationRow);
    const policy = await this.db.getRepository(ConflictPolicyRow).findOne({ where: { cycleId }, order: { version: 'DESC' } });
    return {
      declarations: await declarations.countBy({ cycleId }),
      active: await declarations.countBy({ cycleId, withdrawnAt: IsNull() }),
      acceptances: await this.db.getRepository(ConflictPolicyAcceptanceRow).countBy({ cycleId }),
      policyVersion: policy && policy.text !== '' ? policy.version : null,
    };
  }

  /** The record as CSV for the 990 file: every cell quoted and formula-safe; the download is audited. */
  async writeCsv(cycleId: number, actor: AuditActor, out: Writable): Promise<void> {
    const record = await this.record(cycleId);
    const time = (d: Date | null) => (d ? DateTime.fromJSDate(d, { zone: this.timeZone }).toFormat('yyyy-MM-dd HH:mm') : '');
    const csv = csvWriter(out, [...CONFLICTS_CSV_COLUMNS]);
    try {
      for (const d of record.declarations)
        await csv.row([
          'Declared a conflict',
          time(d.declaredAt),
          d.declarerName,
          d.reference ?? `Deleted application #${d.applicationId}`,
          APPLICATION_KIND_LABELS[d.kind],
          CONFLICT_CATEGORY_LABELS[d.category],
          d.note ?? '',
          '',
          time(d.withdrawnAt),
          d.withdrawnByName ?? '',
          d.withdrawalReason ?? '',
        ]);
      for (const a of record.acceptances)
        await csv.row(['Accepted the policy', time(a.acceptedAt), a.name, '', '', '', '', String(a.version), '', '', '']);
    } finally {
      csv.end();
    }
    await this.audit.record(actor, {
      action: 'conflicts.export-csv',
      targetType: 'conflicts',
      detail: `cycle ${cycleId} rows=${record.declarations.length + record.acceptances.length}`,
    });
  }
}

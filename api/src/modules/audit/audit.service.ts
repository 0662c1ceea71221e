import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../../auth/request-actor.js';
import { migrationsRunBy } from '../../../../db/data-source.js';
import {
  anchorMovedSeal,
  appendRow,
  chainTime,
  HEAD_ID,
  lockHead,
  MOVE_ANCHOR,
  pruneSqlite,
  rawSqlite,
  sealChainHead,
  type ChainKey,
  type NewAuditRow,
} from './audit-chain.js';
import type { Writable } from 'node:stream';
import { csvWriter } from '../../http/csv-writer.js';
import { auditActionLabel } from '../../domain/audit.js';
import { isApplicationKind } from '../../domain/applications/index.js';
import { describeRows, type DescribedAuditRow } from './audit-describe.js';
import { isApplicationTarget, referenceOfTarget } from './audit-lookups.js';
import { eachAuditRow, parseAuditFilter, queryAuditLog, type AuditLogFilter, type AuditLogPage } from './audit-query.js';
import { groupReads, readsOf, type ReadGroup } from './audit-readers.js';
import { verifyChain, type ChainReport } from './audit-verify.js';

export type { AuditActor, AuditLogFilter, AuditLogPage, DescribedAuditRow, ReadGroup };

/** A page of the log in words (the page, the REST twin). */
export type DescribedAuditPage = Omit<AuditLogPage, 'items'> & { items: DescribedAuditRow[] };

export interface AuditEvent {
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** The application's reference, on anything done to one application; never a name. */
  reference?: string | null;
  /** A short note; callers never pass personal data here. */
  detail?: string;
  /** A read (a page opened, a file fetched): the test-only seam `skipReads` leaves these out. */
  read?: boolean;
  /** What watchers need to know that the row does not keep, e.g. 'new-device' on a sign-in. */
  flags?: readonly string[];
}

/** Told of every row once it is written (the access alerts); never slows or fails the write. */
export type AuditWatcher = (actor: AuditActor, event: AuditEvent) => Promise<void>;

/** Reads the daily check of the chain: its subject line and text. */
export type ChainReader = (subject: string, text: string) => Promise<unknown>;

/** The CSV's columns: the row in words first, then as stored (the machine's codes, for auditors). */
export const AUDIT_CSV_COLUMNS = [
  'Time',
  'Staff member',
  'What happened',
  'Application',
  'Address',
  'Time (UTC)',
  'Staff id',
  'Action code',
  'Action',
  'Target type',
  'Target id',
  'Detail (as stored)',
] as const;

/** The migration that adds the head's seal: the process that runs it keys the chain (decision 450). */
const KEYING_MIGRATION = 'AuditChainKey1700000001120';

/**
 * The audit log: every row appended to a hash chain (audit-chain.ts, docs/decisions/370), read
 * back page by page by admins, verified whole, and pruned from its old end with an anchor.
 */
export class AuditService {
  /** Test-only: skips the rows of reads, to measure what auditing a read costs. */
  skipReads = false;
  private watcher: AuditWatcher | null = null;
  private chainReader?: ChainReader;
  private readonly watching = new Set<Promise<void>>();

  /** `key`: AUDIT_KEY, which seals every row and the head (docs/decisions/450). */
  constructor(
    private readonly db: DataSource,
    private readonly key: ChainKey,
  ) {}

  /** At start-up: keys a new chain, or one this process just migrated, from its next place on (sealChainHead). */
  seal(): Promise<void> {
    return sealChainHead(this.db, this.key, migrationsRunBy(this.db).includes(KEYING_MIGRATION));
  }

  async record(actor: AuditActor, event: AuditEvent, manager: EntityManager = this.db.manager): Promise<void> {
    if (event.read && this.skipReads) return;
    const targetId = event.targetId === undefined || event.targetId === null ? null : String(event.targetId);
    const reference = event.reference ?? (await this.referenceOf(event.action, event.targetType ?? null, targetId, manager));
    const fields: NewAuditRow = {
      at: new Date(),
      actorUserId: actor.userId,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId,
      applicationRef: reference ? reference.slice(0, 32) : null,
      ip: actor.ip ? actor.ip.slice(0, 45) : null,
      detail: event.detail ? event.detail.slice(0, 500) : null,
    };
    const inCallers = !!manager.queryRunner?.isTransactionActive;
    if (this.db.options.type !== 'mysql' || inCallers) await appendRow(manager, fields, this.key);
    else await this.db.transaction((inside) => appendRow(inside, fields, this.key));
    if (!this.watcher) return;
    // Inside the caller's transaction the watcher must not wait for it (its own row would wait
    // for the head the caller holds): it runs after. Otherwise (every read) it runs now.
    const call = this.tell(this.watcher, actor, event);
    if (!inCallers) await call;
  }

  /**
   * The reference of the application an event is about, when the caller did not give it (a status
   * move, a note, an assignment): every row about an application carries it, so the reference
   * filter finds it on its index. Read in the caller's transaction, which sees a new application.
   */
  private async referenceOf(
    action: string,
    targetType: string | null,
    targetId: string | null,
    manager: EntityManager,
  ): Promise<string | null> {
    if (!isApplicationTarget(action, targetType, targetId) || !isApplicationKind(targetType)) return null;
    return referenceOfTarget(manager, targetType, targetId!);
  }

  /** Sets who is told of each row (one watcher: the access alerts). */
  watch(watcher: AuditWatcher): void {
    this.watcher = watcher;
  }

  /** Sets who reads the daily check of the chain (the admins, by e-mail: the oversight feature). */
  reportChainTo(reader: ChainReader): void {
    this.chainReader = reader;
  }

  /** Hands the daily check's result to its reader. */
  async reportChain(subject: string, text: string): Promise<void> {
    await this.chainReader?.(subject, text);
  }

  /** Resolves once every watcher call started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.watching.size) await Promise.allSettled([...this.watching]);
  }

  private tell(watcher: AuditWatcher, actor: AuditActor, event: AuditEvent): Promise<void> {
    // After the row, not in its transaction: an alert's queries never hold up the read.
    const call = watcher(actor, event).catch((error: unknown) => {
      console.error(`[audit] the access alerts failed: ${error instanceof Error ? error.name : 'error'}`);
    });
    this.watching.add(call);
    void call.finally(() => this.watching.delete(call));
    return call;
  }

  /**
   * One page of the log, newest first, with the filters an admin set, each row also in words;
   * days and times on the organisation's clock (`timeZone`, ORG_TIME_ZONE).
   */
  async page(filter: AuditLogFilter, page: number, pageSize: number, timeZone = 'UTC'): Promise<DescribedAuditPage> {
    const found = await queryAuditLog(this.db, filter, page, pageSize, { timeZone });
    return { ...found, items: await describeRows(this.db, found.items, timeZone) };
  }

  /** "Who has seen this": every read of one application, by person and day (the organisation's). */
  async readers(reference: string, timeZone = 'UTC'): Promise<{ total: number; groups: ReadGroup[] }> {
    const reads = await readsOf(this.db, reference);
    return { total: reads.length, groups: groupReads(reads, timeZone) };
  }

  /**
   * The filtered rows as CSV into `out` (which it ends), newest first, through the exports' one
   * writer: each row in words (time on the organisation's clock, who, what happened), then as
   * stored for auditors (UTC time, ids, action code, target, raw detail). The export itself is a
   * row of the log (its filter and row count, no names).
   */
  async writeCsv(actor: AuditActor, input: unknown, out: Writable, timeZone = 'UTC'): Promise<number> {
    const filter = parseAuditFilter(input);
    const csv = csvWriter(out, [...AUDIT_CSV_COLUMNS]);
    let rows = 0;
    try {
      for await (const batch of eachAuditRow(this.db, filter, 1000, { timeZone })) {
        if (out.destroyed) break;
        for (const r of await describeRows(this.db, batch, timeZone)) {
          await csv.row([
            r.when,
            r.actorLabel,
            r.summary,
            r.reference ?? '',
            r.ip ?? '',
            r.at.toISOString(),
            r.actorUserId === null ? '' : String(r.actorUserId),
            r.action,
            auditActionLabel(r.action),
            r.targetType ?? '',
            r.targetId ?? '',
            r.detail ?? '',
          ]);
          rows++;
        }
      }
    } finally {
      const set = Object.entries(filter)
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k]) => k);
      // Recorded before the file ends, so no export is in anyone's hands before its audit row.
      await this.record(actor, {
        action: 'audit.export-csv',
        targetType: 'audit',
        detail: `filters=${set.join(',') || 'none'} rows=${rows}`,
      }).finally(() => csv.end());
    }
    return rows;
  }

  /** Checks the whole chain (`npm run audit:verify` and the daily job). */
  verify(): Promise<ChainReport> {
    return verifyChain(this.db, this.key);
  }

  /**
   * Deletes the rows written before `cutoff` (the retention clean-up), keeping the rest
   * verifiable: the head's anchor becomes the last deleted row's place and hash, and the pruning
   * is itself a row of the chain. Answers how many rows went.
   */
  async pruneBefore(cutoff: Date): Promise<number> {
    const note = (deleted: number, seq: number): NewAuditRow => ({
      at: new Date(),
      actorUserId: null,
      action: 'audit.pruned',
      targetType: 'audit',
      targetId: null,
      applicationRef: null,
      ip: null,
      detail: `${deleted} rows up to place ${seq} deleted by the retention policy`,
    });
    if (this.db.options.type !== 'mysql') return pruneSqlite(rawSqlite(this.db), cutoff, note, this.key);
    return this.db.transaction(async (manager) => {
      const head = await lockHead(manager);
      const last: Array<Record<string, unknown>> = await manager.query(
        'SELECT MAX(chain_seq) AS seq FROM audit_log WHERE at < ? AND chain_seq IS NOT NULL',
        [chainTime(cutoff)],
      );
      const seq = last[0]?.seq === null || last[0]?.seq === undefined ? null : Number(last[0].seq);
      if (seq === null) return 0;
      const anchor: Array<Record<string, unknown>> = await manager.query('SELECT row_hash FROM audit_log WHERE chain_seq = ?', [
        seq,
      ]);
      const result: { affectedRows?: number } = await manager.query('DELETE FROM audit_log WHERE chain_seq <= ?', [seq]);
      const deleted = Number(result.affectedRows ?? 0);
      const anchorHash = String(anchor[0]!.row_hash);
      await manager.query(MOVE_ANCHOR, [seq, anchorHash, anchorMovedSeal(head, seq, anchorHash, this.key), HEAD_ID]);
      await appendRow(manager, note(deleted, seq), this.key);
      return deleted;
    });
  }
}

import type { DataSource } from 'typeorm';
import { APPLICATION_KINDS, type ApplicationKind } from '../../domain/applications/index.js';
import { MATCH_FIELDS, type MatchField } from '../../domain/related-applications.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import { MATCH_KEYS_TABLE } from './match-key.entity.js';
import { noLoanAccounts, type LoanAccountReader } from './application-match-values.js';

/** One application that shares something with the one being read. */
export interface RelatedApplicationView {
  kind: ApplicationKind;
  id: number;
  reference: string;
  matchedOn: MatchField[];
}

/** A detail page lists at most this many (a shelter's address may be on hundreds). */
export const RELATED_SHOWN = 50;
/** Matching keys read for one application: enough for RELATED_SHOWN applications on several fields. */
const KEYS_READ = 500;

/**
 * Related applications (issue 39, docs/decisions/495): which other applications, of any program
 * and the archive, share an SSN, e-mail, phone, home address or loan account with one. Read on
 * the (field, hash) index from the application's own keys. Information only: nothing here
 * refuses, hides or scores an application.
 */
export class RelatedApplicationsService {
  /**
   * Where the loan accounts applications are paid to are read, for the backfill of match keys:
   * the payment ledger is a feature above this one and hands its reader in when it is built.
   */
  loanAccounts: LoanAccountReader = noLoanAccounts;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The applications sharing something with this one, most matches first; the look is audited. */
  async relatedTo(kind: ApplicationKind, id: number, reference: string, actor: AuditActor): Promise<RelatedApplicationView[]> {
    const rows = (await this.db.query(
      `SELECT o.applicant_kind AS kind, o.applicant_id AS id, o.field AS field
       FROM ${MATCH_KEYS_TABLE} m INNER JOIN ${MATCH_KEYS_TABLE} o ON o.field = m.field AND o.hash = m.hash
       WHERE m.applicant_kind = ? AND m.applicant_id = ? AND m.shared = 1
         AND NOT (o.applicant_kind = m.applicant_kind AND o.applicant_id = m.applicant_id)
       LIMIT ${KEYS_READ}`,
      [kind, id],
    )) as { kind: ApplicationKind; id: number | string; field: MatchField }[];
    const byApplication = new Map<string, { kind: ApplicationKind; id: number; fields: Set<MatchField> }>();
    for (const row of rows) {
      const key = `${row.kind}:${row.id}`;
      const found = byApplication.get(key) ?? { kind: row.kind, id: Number(row.id), fields: new Set<MatchField>() };
      found.fields.add(row.field);
      byApplication.set(key, found);
    }
    const chosen = [...byApplication.values()]
      .sort((a, b) => b.fields.size - a.fields.size || b.id - a.id)
      .slice(0, RELATED_SHOWN);
    const references = await this.referencesOf(chosen);
    const related = chosen.flatMap(({ kind: k, id: otherId, fields }) => {
      const ref = references.get(`${k}:${otherId}`);
      return ref ? [{ kind: k, id: otherId, reference: ref, matchedOn: MATCH_FIELDS.filter((f) => fields.has(f)) }] : [];
    });
    await this.audit.record(actor, {
      action: 'application.related-view',
      targetType: kind,
      targetId: id,
      reference,
      read: true,
      detail: `related=${related.length}`,
    });
    return related;
  }

  /** Which of these applications share something with another (the list's mark): one query a kind. */
  async withRelated(kind: ApplicationKind, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.db.query(
      `SELECT DISTINCT applicant_id AS id FROM ${MATCH_KEYS_TABLE} WHERE applicant_kind = ? AND shared = 1 AND applicant_id IN (${ids
        .map(() => '?')
        .join(', ')})`,
      [kind, ...ids],
    )) as { id: number | string }[];
    return new Set(rows.map((r) => Number(r.id)));
  }

  private async referencesOf(found: readonly { kind: ApplicationKind; id: number }[]): Promise<Map<string, string>> {
    const references = new Map<string, string>();
    for (const kind of APPLICATION_KINDS) {
      const ids = found.filter((f) => f.kind === kind).map((f) => f.id);
      if (ids.length === 0) continue;
      const repo = this.db.getRepository<ApplicantEntity>(KINDS[kind].entity);
      const rows = await repo
        .createQueryBuilder('a')
        .select(['a.id', 'a.reference'])
        .where('a.id IN (:...ids)', { ids })
        .getMany();
      for (const row of rows) references.set(`${kind}:${row.id}`, row.reference);
    }
    return references;
  }
}

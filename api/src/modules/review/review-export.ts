import type { Writable } from 'node:stream';
import { formatCents, type ApplicationKind, type FieldSpec } from '../../domain/applications/index.js';
import { csvWriter } from '../../http/csv-writer.js';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '../../domain/review/index.js';
import type { AuditService } from '../audit/audit.service.js';
import { asRow, KINDS } from '../application-records/kinds.js';
import type { ApplicationsService } from '../applications/applications.service.js';
import { displayValue } from '../application-records/application-views.js';
import type { ReviewReads, Viewer } from './review-reads.js';
import type { ReviewActor } from './review.service.js';

export interface ExportFilters {
  reviewStatus: ReviewStatus | null;
  search: string | null;
  archived: boolean;
  /** Only the applications assigned to the staff member exporting ("Assigned to me"). */
  assignedToMe?: boolean;
}

/** The form fields a CSV may carry: never an SSN, never a date of birth. */
export function exportableFields(kind: ApplicationKind): FieldSpec[] {
  return KINDS[kind].form.fields.filter((f) => !f.sensitive && f.kind !== 'ssn' && !/dateofbirth/i.test(f.name));
}

const fmtDate = (d: Date | null) => (d ? new Date(d).toISOString() : '');

/**
 * The CSV export of a list: the review fields, then the answers. Rows come a batch at a time
 * and go out through csv-stringify with back-pressure, so memory stays flat at any size.
 */
export class ReviewExport {
  /**
   * The applications the exporter is recused from, as "KIND:id" (issue 39): left out of their
   * file, whose answers they may no longer read. The conflicts feature fills it in.
   */
  recusals: (userId: number) => Promise<Set<string>> = () => Promise.resolve(new Set());

  constructor(
    private readonly staff: ApplicationsService,
    private readonly reads: ReviewReads,
    private readonly audit: AuditService,
  ) {}

  header(kind: ApplicationKind): string[] {
    return [
      'Reference',
      'Submitted',
      'List',
      'Review status',
      'Average score',
      'Score count',
      'Assigned to',
      'Award',
      'Payment reference',
      'Paid',
      // en or es: the language the applicant applied in (issue 26).
      'Language',
      ...exportableFields(kind).map((f) => f.label),
    ];
  }

  /** Writes the CSV to `out` (which it ends) and audits the filter and the row count. */
  async write(kind: ApplicationKind, filters: ExportFilters, actor: ReviewActor, out: Writable): Promise<number> {
    const fields = exportableFields(kind);
    const viewer: Viewer = { userId: actor.userId, role: actor.role };
    // Every cell quoted and formula-safe (decision 300): the one writer of every export.
    const recused = actor.userId == null ? new Set<string>() : await this.recusals(actor.userId);
    const csv = csvWriter(out, this.header(kind));
    let rows = 0;
    let complete = false;
    try {
      const batches = this.staff.eachMatching(kind, {
        status: filters.archived ? 'archived' : 'active',
        search: filters.search,
        reviewStatus: filters.reviewStatus,
        assignedTo: filters.assignedToMe ? (actor.userId ?? -1) : null,
      });
      for await (const all of batches) {
        if (out.destroyed) break;
        const batch = all.filter((a) => !recused.has(`${kind}:${a.id}`));
        const summaries = await this.reads.summaries(
          kind,
          batch.map((a) => a.id),
          viewer,
        );
        // An average in the file shows the others' scores as much as the page does (blind review).
        const shown = batch.filter((a) => summaries.get(a.id)!.othersShown).map((a) => a.id);
        await this.reads.lockOwnScores(kind, shown, viewer);
        for (const applicant of batch) {
          const row = asRow(applicant);
          const review = summaries.get(applicant.id)!;
          const cells = [
            row.reference,
            fmtDate(row.createdAt),
            row.status,
            REVIEW_STATUS_LABELS[applicant.reviewStatus],
            review.averageScore === null ? '' : review.averageScore.toFixed(2),
            String(review.scoreCount),
            review.assignees.map((a) => `${a.firstName} ${a.lastName}`).join('; '),
            applicant.awardCents === null ? '' : `$${formatCents(applicant.awardCents)}`,
            applicant.paymentReference ?? '',
            fmtDate(applicant.paidAt),
            applicant.locale ?? 'en',
            ...fields.map((f) => displayValue(f, row[f.name]) ?? ''),
          ];
          await csv.row(cells);
          rows++;
        }
      }
      complete = !out.destroyed;
    } finally {
      const words = filters.search?.trim() ? filters.search.trim().split(/\s+/).length : 0;
      // Recorded before the file ends, so no export is in anyone's hands before its audit row.
      // The filter without the search words, which may be a name.
      await this.audit
        .record(actor, {
          action: 'applications.export-csv',
          targetType: kind,
          read: true,
          detail: `reviewStatus=${filters.reviewStatus ?? 'any'} archived=${filters.archived}${filters.assignedToMe ? ' assignedToMe=true' : ''} searchWords=${words} rows=${rows}${complete ? '' : ' (interrupted)'}`,
        })
        .finally(() => csv.end());
    }
    return rows;
  }
}

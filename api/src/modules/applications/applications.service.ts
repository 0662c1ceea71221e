import { localeOr } from '../../domain/i18n/locales.js';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import {
  formatCents,
  formatGpa,
  reviewSectionsOf,
  type ApplicationKind,
  type ApplicationStatus,
} from '../../domain/applications/index.js';
import { applicationNotFound } from '../application-records/application-id.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { User } from '../accounts/user.entity.js';
import type { DocumentStore } from '../documents/document-store.js';
import { listWhere, queryListPage, type ListFilters, type SortDirection, type SortField } from './list-query.js';
import { asRow, KINDS, sealedProp, ssnAssociatedData, type ApplicantEntity, type Row } from '../application-records/kinds.js';
import {
  displayValue,
  documentViewOf,
  inFormOrder,
  summaryOf,
  yesNoOf,
  type ApplicationDetailView,
  type ApplicationPageView,
  type ApplicationSummaryView,
  type FieldView,
} from '../application-records/application-views.js';

export type { ListFilters, SortDirection, SortField };

export interface ListOptions extends ListFilters {
  page?: number;
  pageSize?: number;
  sortBy?: SortField;
  sortDirection?: SortDirection;
  /** The id of the previous page's last application: the page starts right after it (keyset paging). */
  after?: number | null;
}

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 50;

export interface RevealedSsn {
  field: string;
  label: string;
  value: string;
}

/** Staff reads and status changes; REST routes and resolvers both call these. */
export class ApplicationsService {
  constructor(
    private readonly db: DataSource,
    private readonly cipher: PiiCipher,
    private readonly audit: AuditService,
    readonly documents: DocumentStore,
  ) {}

  private repo(kind: ApplicationKind) {
    return this.db.getRepository<ApplicantEntity>(KINDS[kind].entity);
  }

  /** The rows a list's filters select, unordered and unpaged. */
  private filtered(kind: ApplicationKind, options: ListFilters): SelectQueryBuilder<ApplicantEntity> {
    const where = listWhere(this.db, kind, options);
    return this.repo(kind).createQueryBuilder('a').where(where.sql, where.params);
  }

  /**
   * Every application a list's filters select, oldest first, a batch at a time: the export
   * streams any number of rows with one batch in memory (keyset paging on the id).
   */
  async *eachMatching(kind: ApplicationKind, filters: ListFilters, batchSize = 500): AsyncGenerator<ApplicantEntity[]> {
    let after = 0;
    for (;;) {
      const rows = await this.filtered(kind, filters)
        .andWhere('a.id > :after', { after })
        .orderBy('a.id', 'ASC')
        .take(batchSize)
        .getMany();
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]!.id;
      if (rows.length < batchSize) return;
    }
  }

  /** One page of a list: two or three queries whatever the page size and the list's length (list-query.ts). */
  async list(kind: ApplicationKind, options: ListOptions): Promise<ApplicationPageView> {
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE)));
    const page = Math.max(1, Math.floor(options.page ?? 1));
    const { items, total, totalIsEstimate } = await queryListPage(this.db, kind, options, {
      page,
      pageSize,
      sortBy: options.sortBy ?? 'createdAt',
      direction: options.sortDirection ?? 'DESC',
      after: options.after && options.after > 0 ? Math.floor(options.after) : null,
    });
    return { items, total, totalIsEstimate, page, pageSize };
  }

  async find(kind: ApplicationKind, id: number): Promise<ApplicantEntity> {
    const entity = Number.isSafeInteger(id) && id > 0 ? await this.repo(kind).findOneBy({ id }) : null;
    if (!entity) throw applicationNotFound();
    return entity;
  }

  private decryptSsn(kind: ApplicationKind, row: Row, field: string): string | null {
    const sealed = row[sealedProp(field)];
    return typeof sealed === 'string' ? this.cipher.openText(sealed, ssnAssociatedData(kind, row.reference, field)) : null;
  }

  /** Every field by section, SSNs masked; the view is written to the audit log. */
  async detail(kind: ApplicationKind, id: number, actor: AuditActor): Promise<ApplicationDetailView> {
    const view = await this.detailView(kind, id);
    await this.audit.record(actor, {
      action: 'application.view',
      targetType: kind,
      targetId: id,
      reference: view.reference,
      read: true,
    });
    return view;
  }

  /** The detail without an audit entry, for callers that audit their own action (the package PDF). */
  async detailView(kind: ApplicationKind, id: number): Promise<ApplicationDetailView> {
    const model = KINDS[kind];
    const entity = await this.find(kind, id);
    const row = asRow(entity);
    const [docs, archiver] = await Promise.all([
      this.documents.listFor(kind, [entity.id]),
      row.archivedBy ? this.db.getRepository(User).findOneBy({ id: row.archivedBy }) : null,
    ]);
    // One view per answer (an SSN is decrypted once), shown by the panels and listed in answers.
    const views = new Map(
      model.form.fields.map((spec): [string, FieldView] => {
        const value = spec.sensitive ? this.decryptSsn(kind, row, spec.name) : row[spec.name];
        const shown = displayValue(spec, value);
        const stored = (value as string | number | null | undefined) ?? null;
        const raw = spec.sensitive ? shown : spec.kind === 'yesNo' && stored !== null ? yesNoOf(stored) : stored;
        return [spec.name, { name: spec.name, label: spec.label, value: shown, raw, sensitive: !!spec.sensitive }];
      }),
    );
    const sections = reviewSectionsOf(model.form).map((s) => ({
      id: s.id,
      title: s.title,
      fields: s.fields.map((name) => views.get(name)!),
    }));
    // Every stored answer, including any the panels leave out (the scholarship's address parts).
    const answers: Record<string, unknown> = {};
    for (const spec of model.form.fields) {
      const { raw } = views.get(spec.name)!;
      answers[spec.name] =
        typeof raw === 'number' && spec.kind === 'money'
          ? formatCents(raw)
          : typeof raw === 'number' && spec.kind === 'gpa'
            ? formatGpa(raw)
            : raw;
    }
    return {
      ...summaryOf(kind, entity),
      title: model.form.title,
      locale: localeOr(entity.locale),
      archivedBy: archiver ? { id: archiver.id, firstName: archiver.firstName, lastName: archiver.lastName } : null,
      sections,
      documents: inFormOrder(kind, docs).map((d) => documentViewOf(kind, d)),
      answers,
    };
  }

  /** The full SSNs of an application, for admin and employee; each reveal is audited. */
  async revealSsns(kind: ApplicationKind, id: number, actor: AuditActor): Promise<RevealedSsn[]> {
    const model = KINDS[kind];
    const row = asRow(await this.find(kind, id));
    const revealed = model.form.ssnFields.flatMap((field) => {
      const value = this.decryptSsn(kind, row, field);
      return value ? [{ field, label: model.form.labels[field] ?? field, value }] : [];
    });
    await this.audit.record(actor, {
      action: 'application.ssn-reveal',
      targetType: kind,
      targetId: id,
      reference: String(row.reference),
      read: true,
      detail: revealed.map((r) => r.field).join(','),
    });
    return revealed;
  }

  /**
   * Moves an application between the lists. Idempotent: asking for the state it is already in
   * changes nothing and writes no audit entry.
   */
  async setStatus(
    kind: ApplicationKind,
    id: number,
    status: ApplicationStatus,
    actor: AuditActor,
  ): Promise<ApplicationSummaryView> {
    await this.find(kind, id);
    const from: ApplicationStatus = status === 'archived' ? 'active' : 'archived';
    const changes =
      status === 'archived'
        ? { status, archivedBy: actor.userId, archivedAt: new Date() }
        : { status, archivedBy: null, archivedAt: null };
    await this.db.transaction(async (manager) => {
      const result = await manager.update(KINDS[kind].entity, { id, status: from }, changes);
      if (result.affected) {
        await this.audit.record(
          actor,
          { action: status === 'archived' ? 'application.archive' : 'application.unarchive', targetType: kind, targetId: id },
          manager,
        );
      }
    });
    return summaryOf(kind, await this.find(kind, id));
  }
}

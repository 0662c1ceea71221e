import type { DataSource, EntityManager } from 'typeorm';
import type { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { messagesOfApplications, missingDocumentMessage, type ApplicationKind } from '../../domain/applications/index.js';
import { DomainError, fieldErrorsFromIssues } from '../../domain/errors.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { DocumentStore } from '../documents/document-store.js';
import { pageLimitProblems } from '../documents/page-limit.js';
import { normalizeEmail } from '../../domain/accounts.js';
import type { ProgramCyclesService } from '../program-cycles/program-cycles.service.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { confirmationMail } from './confirmation-mail.js';
import { localeOr, type Locale } from '../../domain/i18n/locales.js';
import { afterSubmitIn } from '../../i18n/applicant-words.js';
import { localizeError } from '../../i18n/domain.js';
import {
  applicantName,
  asRow,
  hashProp,
  KINDS,
  newReference,
  sealedProp,
  ssnAssociatedData,
  type ApplicantEntity,
} from '../application-records/kinds.js';
import { InfectedDocument, type FieldProblem, type StagedDocument } from '../documents/staged-document.js';
import { recordInfectedUpload } from '../audit/infected-uploads.js';
import { insertSearchTerms } from '../application-records/search-index.js';
import { markSharedKeys, storeApplicationMatchKeys } from '../related-applications/match-keys.js';
import type { MatchValue } from '../related-applications/match-values.js';
import type { CurrentCycle } from '../program-cycles/program-cycle.entity.js';
import { retryOnDeadlock } from '../../../../db/retry-on-deadlock.js';
import { ELIGIBILITY_MARKER_FIELD, ELIGIBILITY_MARKER_VALUE } from '../../domain/eligibility.js';
import { countQualifiedSubmission } from '../eligibility/eligibility-counts.js';

/** A submission the applicant must correct: `{ error, fields }` with a 4xx status. */
export class ApplicationInputError extends DomainError {
  constructor(fields: Record<string, string>, status: 400 | 413 | 422 = 400) {
    super(
      status === 422 ? 'FILE_REJECTED' : status === 413 ? 'TOO_LARGE' : 'VALIDATION',
      messagesOfApplications.invalidApplication,
      fields,
    );
  }
}

/** What an applicant gets back: the reference number their e-mail also quotes. */
export interface SubmissionReceipt {
  kind: ApplicationKind;
  id: number;
  reference: string;
  createdAt: Date;
  /** What happens next and by when, as the thank-you message and the e-mail say it. */
  nextStep: string;
  /** The language the application was made in. */
  locale: Locale;
}

/** A submission as both doors deliver it: text fields, staged documents and any file problems. */
export interface IncomingSubmission {
  fields: Record<string, unknown>;
  documents: StagedDocument[];
  problems: FieldProblem[];
  /** Which door read it, for the audit row of a refused file: e.g. "undergrad form (REST)". */
  door: string;
}

/** What a part of a submission is handed once the application is stored, inside its transaction. */
export interface StoredSubmission {
  kind: ApplicationKind;
  applicantId: number;
  reference: string;
  applicant: { firstName: string; lastName: string; email: string };
  cycle: CurrentCycle;
  locale: Locale;
  now: Date;
}

/**
 * A later feature's share of a submission (letters of recommendation, issue 38): its own fields,
 * checked with the form's so the applicant hears of every problem at once, and its rows, stored
 * in the application's transaction, so both are stored or neither.
 */
export interface SubmissionPart<Value = unknown> {
  /** Field messages of its fields, keyed by control name; or the parsed value `store` is given. */
  check(fields: Record<string, unknown>, cycle: CurrentCycle): { errors: Record<string, string> } | { value: Value };
  store(manager: EntityManager, stored: StoredSubmission, value: Value): Promise<void>;
}

/**
 * Validates and stores one application with all its documents in one transaction, then
 * mails the applicant. REST and GraphQL both call `submit`.
 */
export class SubmissionService {
  constructor(
    private readonly db: DataSource,
    private readonly cipher: PiiCipher,
    private readonly audit: AuditService,
    private readonly documents: DocumentStore,
    private readonly limits: RateLimits,
    private readonly cycles: ProgramCyclesService,
    private readonly publicUrl: string,
    /** The key in the status link that fills in the applicant's e-mail address. */
    private readonly linkKeys: StatusLinkKeys,
  ) {}

  private readonly parts: SubmissionPart[] = [];

  /** Adds a later feature's fields and rows to every submission (see SubmissionPart). */
  addPart<Value>(part: SubmissionPart<Value>): void {
    this.parts.push(part as SubmissionPart);
  }

  /** Every problem at once, keyed by field: text rules, each part's fields, then each document field. */
  private check(
    kind: ApplicationKind,
    incoming: IncomingSubmission,
    cycle: CurrentCycle,
  ): { data: Record<string, unknown>; partValues: unknown[] } {
    const { form } = KINDS[kind];
    const errors: Record<string, string> = {};
    let status: 400 | 413 | 422 = 400;
    // What the reader saw first: a value cut off as too long, or a file where text belongs, is
    // absent from the fields, and the schema would wrongly call it "required".
    for (const problem of incoming.problems) {
      errors[problem.field] ??= problem.message;
      if (problem.status === 422 || (problem.status === 413 && status === 400)) status = problem.status;
    }
    const parsed = form.schema.safeParse(incoming.fields);
    if (!parsed.success)
      for (const [field, message] of Object.entries(fieldErrorsFromIssues(parsed.error.issues))) errors[field] ??= message;
    const partValues = this.parts.map((part) => {
      const checked = part.check(incoming.fields, cycle);
      if ('errors' in checked) for (const [field, message] of Object.entries(checked.errors)) errors[field] ??= message;
      return 'value' in checked ? checked.value : undefined;
    });
    for (const doc of form.documents) {
      if (!errors[doc.name] && !incoming.documents.some((d) => d.fileAlias === doc.name)) {
        errors[doc.name] = missingDocumentMessage(doc);
      }
    }
    if (Object.keys(errors).length > 0) throw new ApplicationInputError(errors, status);
    return { data: parsed.data as Record<string, unknown>, partValues };
  }

  private toEntity(kind: ApplicationKind, data: Record<string, unknown>, reference: string, now: Date): ApplicantEntity {
    const model = KINDS[kind];
    const entity = new model.entity();
    const row = asRow(entity);
    for (const field of model.form.fields) {
      const value = data[field.name];
      if (field.sensitive) {
        row[sealedProp(field.name)] = this.cipher.sealText(String(value), ssnAssociatedData(kind, reference, field.name));
        row[hashProp(field.name)] = this.cipher.ssnLookupHash(String(value));
      } else {
        row[field.name] = value ?? null;
      }
    }
    Object.assign(row, { reference, status: 'active', archivedBy: null, archivedAt: null, createdAt: now });
    return entity;
  }

  /**
   * Both doors hand over a reader of their request, so the address's budget is counted before a
   * byte of upload is read. A valid application then counts for its sender (address and e-mail):
   * forty applicants in one school lab get through, one sender repeating the same form does not.
   */
  async submit(
    kind: ApplicationKind,
    read: () => Promise<IncomingSubmission>,
    actor: AuditActor,
    /** The language asked for before the body is read (REST's `?locale=`); the form's `locale` field wins. */
    asked: Locale = 'en',
  ): Promise<SubmissionReceipt> {
    let locale = asked;
    try {
      return await this.store(kind, read, actor, (sent) => (locale = localeOr(sent, asked)));
    } catch (error) {
      // Refusals (field messages included) in the language the form was filled in (issue 26).
      throw localizeError(error, locale);
    }
  }

  private async store(
    kind: ApplicationKind,
    read: () => Promise<IncomingSubmission>,
    actor: AuditActor,
    localeFrom: (sent: unknown) => Locale,
  ): Promise<SubmissionReceipt> {
    const ip = actor.ip ?? 'unknown';
    // The window is judged when the request arrives (the 30-minute grace covers a slow upload),
    // and a closed program is refused before a byte is read or anything stored.
    const cycle = await this.cycles.acceptingCycle(kind, this.cycles.now());
    await this.limits.submissionsPerIp.hit(ip);
    const incoming = await read();
    const locale = localeFrom(incoming.fields.locale);
    // The form's optional marker that the visitor's eligibility check said "You can apply.": one
    // more in a count of the cycle's day, never stored with the application (decision 480).
    const checkedEligible = incoming.fields[ELIGIBILITY_MARKER_FIELD] === ELIGIBILITY_MARKER_VALUE;
    // A file the virus scan refused: audited (never the file), then the whole submission is refused.
    for (const problem of incoming.problems) {
      if (!(problem instanceof InfectedDocument)) continue;
      const { field, sha256, signature } = problem;
      await recordInfectedUpload(this.audit, actor, { door: incoming.door, field, sha256, signature });
    }
    const { data, partValues } = this.check(kind, incoming, cycle);
    const model = KINDS[kind];
    // Only once all else is right: counting pages is the costly check (in a document worker).
    const pageProblems = await pageLimitProblems(incoming.documents, model.form.documents, this.documents, ip);
    if (Object.keys(pageProblems).length > 0) throw new ApplicationInputError(pageProblems);
    const email = normalizeEmail(String(data[model.form.nameFields.email]));
    await this.limits.submissionsPerSender.hit(`${ip}|${email}`);
    const now = new Date();
    const entity = this.toEntity(kind, data, newReference(kind), now);
    entity.cycleId = cycle.id;
    entity.locale = locale;
    const name = applicantName(model, entity);
    // The cycle it was submitted in says by when a decision comes; said in the applicant's language.
    const nextStep = afterSubmitIn(locale, kind, now, { closesAt: cycle.closesAt, timeZone: cycle.timeZone });
    const mail = confirmationMail(
      kind,
      name,
      entity.reference,
      now,
      nextStep,
      this.publicUrl,
      locale,
      this.linkKeys.keyFor(entity.reference, name.email),
    );
    // The confirmation is queued with the application: both are stored, or neither.
    const matchValues = await this.db.transaction(async (manager) => {
      await manager.insert(model.entity, entity);
      await insertSearchTerms(manager, kind, [entity]);
      // Related applications (issue 39): keyed hashes only, with the application or not at all.
      const ssns = model.form.ssnFields.map((f) => (data[f] === undefined || data[f] === null ? null : String(data[f])));
      const values = await storeApplicationMatchKeys(manager, this.cipher, kind, entity, ssns);
      await this.documents.save(kind, entity.id, incoming.documents, now, manager);
      await this.audit.record(actor, { action: 'application.submit', targetType: kind, targetId: entity.id }, manager);
      await enqueueMail(manager, { kind: 'submission-confirmation', ...mail });
      const stored: StoredSubmission = {
        kind,
        applicantId: entity.id,
        reference: entity.reference,
        applicant: name,
        cycle,
        locale,
        now,
      };
      for (const [n, part] of this.parts.entries()) await part.store(manager, stored, partValues[n]);
      return values;
    });
    await this.afterStored(matchValues, checkedEligible ? cycle : null, now);
    return { kind, id: entity.id, reference: entity.reference, createdAt: now, nextStep, locale };
  }

  /**
   * What a stored application changes beyond itself, each in a short transaction of its own after
   * the commit: other applications' "related" marks and the eligibility check's count are rows
   * many submissions write at once, and a lock taken there must never cost an applicant their
   * application. A deadlock's victim runs again; one that still fails leaves the application
   * stored and is logged without a value (the match-key job and the next match mend a mark).
   */
  private async afterStored(matchValues: MatchValue[], eligibleCycle: CurrentCycle | null, now: Date): Promise<void> {
    const steps: [string, (manager: EntityManager) => Promise<unknown>][] = [
      ['the related-application marks', (manager) => markSharedKeys(manager, this.cipher, matchValues)],
    ];
    if (eligibleCycle) steps.push(['the eligibility count', (manager) => countQualifiedSubmission(manager, eligibleCycle, now)]);
    for (const [what, step] of steps) {
      try {
        await retryOnDeadlock(() => this.db.transaction(step));
      } catch (error) {
        console.error(`[submission] stored, but could not update ${what}: ${error instanceof Error ? error.name : 'error'}`);
      }
    }
  }
}

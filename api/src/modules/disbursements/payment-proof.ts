import type { DataSource } from 'typeorm';
import type { ApplicationKind, DocumentSpec } from '../../domain/applications/index.js';
import { anyDocument } from '../../domain/applications/index.js';
import { conflict, DomainError, notFound, validationError } from '../../domain/errors.js';
import { applicationId } from '../application-records/application-id.js';
import { KINDS } from '../application-records/kinds.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { recordInfectedUpload } from '../audit/infected-uploads.js';
import type { DocumentStore } from '../documents/document-store.js';
import { pageLimitProblems } from '../documents/page-limit.js';
import { InfectedDocument, type FieldProblem, type StagedDocument } from '../documents/staged-document.js';
import type { Clock } from '../../config/clock.js';

/** A payment's proof uploaded in the Payments section: stored as one of the application's documents. */
export const PAYMENT_PROOF: DocumentSpec = anyDocument(
  'paymentProof',
  'Payment proof',
  'A recent servicer statement, an enrolment proof or an invoice the payment rests on.',
);

/** What storing a proof needs of the ledger's infrastructure. */
export interface ProofDeps {
  db: DataSource;
  audit: AuditService;
  documents: DocumentStore;
  clock: Clock;
}

/**
 * Stores a proof uploaded for a payment as one of the application's documents (field
 * `paymentProof`), read and scanned as every upload is; answers its file id for prepareDisbursement.
 */
export async function uploadPaymentProof(
  deps: ProofDeps,
  kind: ApplicationKind,
  id: number,
  read: (spec: DocumentSpec) => Promise<StagedDocument | FieldProblem>,
  actor: AuditActor,
): Promise<{ fileId: string; originalName: string }> {
  const applicant = await deps.db.manager.findOneBy(KINDS[kind].entity, { id: applicationId(id) });
  if (!applicant) throw notFound('No such application.');
  if (applicant.reviewStatus !== 'APPROVED') throw conflict('Only an approved award can be paid: approve the application first.');
  const staged = await read(PAYMENT_PROOF);
  if (staged instanceof InfectedDocument) {
    const { sha256, signature } = staged;
    await recordInfectedUpload(deps.audit, actor, { door: 'payment proof', field: PAYMENT_PROOF.name, sha256, signature });
    throw new DomainError('FILE_REJECTED', staged.message, { file: staged.message });
  }
  if (!('sealedParts' in staged)) throw validationError(staged.message, { file: staged.message });
  const pages = await pageLimitProblems([staged], [PAYMENT_PROOF], deps.documents, actor.ip ?? undefined);
  if (pages[PAYMENT_PROOF.name]) throw validationError(pages[PAYMENT_PROOF.name]!, { file: pages[PAYMENT_PROOF.name]! });
  await deps.db.transaction(async (manager) => {
    await deps.documents.save(kind, id, [staged], deps.clock.now(), manager);
    await deps.audit.record(
      actor,
      {
        action: 'disbursement.proof_uploaded',
        targetType: kind,
        targetId: id,
        reference: applicant.reference,
        detail: `document ${PAYMENT_PROOF.name}`,
      },
      manager,
    );
  });
  return { fileId: staged.fileId, originalName: staged.originalName };
}

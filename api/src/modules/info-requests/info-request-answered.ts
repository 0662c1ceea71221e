/**
 * What follows the applicant's last answer to a request for documents: the application goes back
 * to review, and its reviewers hear of it. Called inside the answer's transaction.
 */
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import { documentsReceivedMail } from '../application-status/application-status-mail.js';
import type { ApplicantScope } from '../application-status/status-sign-in.service.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { ApplicationAssignment, ReviewStatusChange } from '../review/review.entity.js';

/** The applicant's last answer: NEEDS_INFO → IN_REVIEW, in the history and the audit log like any move. */
export async function backToReview(
  manager: EntityManager,
  audit: AuditService,
  scope: ApplicantScope,
  actor: AuditActor,
  now: Date,
): Promise<ApplicantEntity | null> {
  const model = KINDS[scope.kind];
  const moved = await manager.update(
    model.entity,
    { id: scope.applicantId, reviewStatus: 'NEEDS_INFO' },
    { reviewStatus: 'IN_REVIEW' },
  );
  if (!moved.affected) return null;
  await manager.insert(ReviewStatusChange, {
    applicantKind: scope.kind,
    applicantId: scope.applicantId,
    fromStatus: 'NEEDS_INFO',
    toStatus: 'IN_REVIEW',
    actorUserId: null,
    reason: 'The applicant sent every document asked for.',
    at: now,
  });
  await audit.record(
    actor,
    {
      action: 'review.status',
      targetType: scope.kind,
      targetId: scope.applicantId,
      detail: 'NEEDS_INFO->IN_REVIEW (applicant)',
    },
    manager,
  );
  return manager.findOneBy(model.entity, { id: scope.applicantId });
}

/** The assignees, or every employee and admin when nobody is assigned. */
export async function tellReviewers(
  manager: EntityManager,
  publicUrl: string,
  scope: ApplicantScope,
  applicant: ApplicantEntity,
): Promise<void> {
  const assigned = await manager
    .getRepository(ApplicationAssignment)
    .findBy({ applicantKind: scope.kind, applicantId: scope.applicantId });
  const users = await manager.getRepository(User).find({
    where: assigned.length ? { id: In(assigned.map((a) => a.userId)), role: Not(IsNull()) } : { role: In(['employee', 'admin']) },
  });
  if (users.length === 0) return;
  const path = `/show-applicant/${scope.kind}/${scope.applicantId}/applicant`;
  await enqueueMail(manager, {
    kind: 'documents-received',
    ...documentsReceivedMail(
      publicUrl,
      users.map((u) => u.email),
      applicant.reference,
      path,
    ),
  });
}

import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { conflict, fieldErrorsFromIssues, forbidden, notFound, parseId, validationError } from '../../domain/errors.js';
import {
  linkableAnswers,
  normalisedScore,
  rubricSchema,
  scoreProblems,
  scoresLocked,
  type CriterionPoints,
  type RubricCriterion,
} from '../../domain/review/index.js';
import type { AuditService } from '../audit/audit.service.js';
import { ApplicationScoreRow, RubricCriterionRow } from './review.entity.js';
import { findApplicant, type ReviewActor } from './review.service.js';

export const SCORE_LOCKED =
  "Your score is locked: once you had saved it, the other reviewers' scores or notes were shown to you. An admin can unlock it if it must change.";

/**
 * Each kind's rubric and the reviewers' scores against it. A score keeps a copy of the rubric it
 * was given against, so editing the rubric changes no saved score. Every write is audited in the
 * same transaction.
 */
export class RubricScoresService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async rubric(kind: ApplicationKind, manager: EntityManager = this.db.manager): Promise<RubricCriterion[]> {
    const rows = await manager.find(RubricCriterionRow, { where: { applicantKind: kind }, order: { position: 'ASC' } });
    return rows.map(({ key, label, maxPoints, weight, field }) => ({ key, label, maxPoints, weight, field }));
  }

  async saveRubric(kind: ApplicationKind, criteria: unknown, actor: ReviewActor): Promise<RubricCriterion[]> {
    const parsed = rubricSchema.safeParse(criteria);
    if (!parsed.success)
      throw validationError('Please correct the rubric.', fieldErrorsFromIssues(parsed.error.issues, 'criteria'));
    // A criterion may show an answer of this kind's form, never a Social Security number.
    const answers = new Set(linkableAnswers(kind).map((a) => a.name));
    const unknown = parsed.data.flatMap((c, i) => (c.field !== null && !answers.has(c.field) ? [String(i)] : []));
    if (unknown.length > 0)
      throw validationError(
        'Please correct the rubric.',
        Object.fromEntries(unknown.map((i) => [i, 'Choose an answer of this form to show beside the criterion, or none.'])),
      );
    await this.db.transaction(async (manager) => {
      await manager.delete(RubricCriterionRow, { applicantKind: kind });
      await manager.insert(
        RubricCriterionRow,
        parsed.data.map((c, position) => ({ applicantKind: kind, ...c, position })),
      );
      await this.audit.record(
        actor,
        { action: 'review.rubric-save', targetType: kind, detail: parsed.data.map((c) => c.key).join(',') },
        manager,
      );
    });
    return this.rubric(kind);
  }

  /**
   * A reviewer's score: one per reviewer, changeable until the decision, and until the other
   * reviewers' scores have been shown to them (blind review: review-reads.ts locks it then).
   */
  async score(
    kind: ApplicationKind,
    id: number,
    scores: { criterion: string; points: number | null | undefined }[],
    actor: ReviewActor,
  ): Promise<void> {
    if (actor.userId === null) throw forbidden('Please sign in to score.');
    const reviewer = actor.userId;
    await this.db.transaction(async (manager) => {
      const applicant = await findApplicant(manager, kind, id);
      if (scoresLocked(applicant.reviewStatus)) throw conflict('Scores are locked once a decision is made.');
      const rubric = await this.rubric(kind, manager);
      const problems = scoreProblems(rubric, scores);
      if (Object.keys(problems).length > 0) throw validationError('Please correct the scores.', problems);
      const points: CriterionPoints = Object.fromEntries(
        rubric.map((c) => [c.key, scores.find((s) => s.criterion === c.key)?.points ?? null]),
      );
      const normalised = normalisedScore(rubric, points);
      const pointsJson = JSON.stringify({ rubric, points });
      const scoreHundredths = normalised === null ? null : Math.round(normalised * 100);
      const now = new Date();
      const existing = await manager.findOneBy(ApplicationScoreRow, {
        applicantKind: kind,
        applicantId: id,
        reviewerUserId: reviewer,
      });
      if (existing) {
        // Conditional: a lock taken by a read at the same moment wins.
        const changed = await manager.update(
          ApplicationScoreRow,
          { id: existing.id, lockedAt: IsNull() },
          { pointsJson, scoreHundredths, updatedAt: now, unlockedAt: null },
        );
        if (!changed.affected) throw conflict(SCORE_LOCKED);
      } else
        await manager.insert(ApplicationScoreRow, {
          applicantKind: kind,
          applicantId: id,
          reviewerUserId: reviewer,
          pointsJson,
          scoreHundredths,
          createdAt: now,
          updatedAt: now,
        });
      await this.audit.record(
        actor,
        { action: 'review.score', targetType: kind, targetId: id, detail: existing ? 'changed' : 'scored' },
        manager,
      );
    });
  }

  /**
   * An admin lets a reviewer change a score that blind review locked: once, since the change
   * clears the unlock and the next showing of the others' scores locks it again. Audited.
   */
  async unlockReviewerScore(kind: ApplicationKind, id: number, reviewerId: unknown, actor: ReviewActor): Promise<void> {
    const reviewerUserId = parseId(reviewerId);
    if (reviewerUserId === null)
      throw validationError('Please name the reviewer whose score to unlock.', { reviewerId: 'Not a user id.' });
    await this.db.transaction(async (manager) => {
      await findApplicant(manager, kind, id);
      const row = await manager.findOneBy(ApplicationScoreRow, { applicantKind: kind, applicantId: id, reviewerUserId });
      if (!row) throw notFound('This reviewer has not scored this application.');
      if (!row.lockedAt) throw conflict('This score is not locked.');
      await manager.update(ApplicationScoreRow, { id: row.id }, { lockedAt: null, unlockedAt: new Date() });
      await this.audit.record(
        actor,
        { action: 'review.score-unlock', targetType: kind, targetId: id, detail: `reviewer ${reviewerUserId}` },
        manager,
      );
    });
  }
}

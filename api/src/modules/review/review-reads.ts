import { In, IsNull, Not, type DataSource } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import {
  averageScore,
  movesFor,
  scoresLocked,
  type CriterionPoints,
  type ReviewStatus,
  type RubricCriterion,
} from '../../domain/review/index.js';
import type { StaffRole } from '../../domain/roles.js';
import { User } from '../accounts/user.entity.js';
import type { ApplicantEntity } from '../application-records/kinds.js';
import { ApplicationAssignment, ApplicationNoteRow, ApplicationScoreRow, ReviewStatusChange } from './review.entity.js';
import type { RubricScoresService } from './rubric-scores.service.js';

export interface Viewer {
  userId: number | null;
  role: StaffRole | null;
}

export interface StaffName {
  id: number;
  firstName: string;
  lastName: string;
}

export interface ReviewSummaryView {
  /** Null while the viewer may not see scores yet (blind review) or nobody has scored. */
  averageScore: number | null;
  scoreCount: number;
  assignees: StaffName[];
  /** The average shown to a non-admin holds another reviewer's score: their own score locks once it is delivered. */
  othersShown: boolean;
}

export interface ScoreView {
  reviewer: StaffName;
  mine: boolean;
  score: number | null;
  criteria: { criterion: string; label: string; points: number | null; maxPoints: number }[];
  updatedAt: Date;
  /** Locked by blind review: the reviewer has been shown the others' scores (an admin can unlock it). */
  locked: boolean;
}

export interface NoteView {
  id: number;
  text: string;
  authorName: string;
  createdAt: Date;
  processNote: boolean;
}

export interface ReviewDetailView extends ReviewSummaryView {
  reviewStatus: ReviewStatus;
  /** The cycle it was submitted in (null: before cycles, counted in the current one). */
  cycleId: number | null;
  history: { from: ReviewStatus; to: ReviewStatus; actorName: string; reason: string | null; at: Date }[];
  notes: NoteView[];
  /** Notes about the applicant by others, held back until the viewer has scored (blind review). */
  hiddenNotes: number;
  scores: ScoreView[];
  /** True when the viewer sees every reviewer's score (admin, or after scoring). */
  scoresVisible: boolean;
  scoresLocked: boolean;
  award: { awardCents: number; paymentReference: string | null; paidAt: Date | null } | null;
  rubric: RubricCriterion[];
  /** The moves the viewer's role may make from here (the transition table). */
  moves: { to: ReviewStatus; action: string; needs: string[] }[];
}

const FORMER = 'Former staff member';

/** A note as the detail page shows it. */
export function noteView(row: ApplicationNoteRow, authorName: string): NoteView {
  return { id: row.id, text: row.text, authorName, createdAt: row.createdAt, processNote: row.about === 'process' };
}
const fullName = (u: StaffName | undefined) => (u ? `${u.firstName} ${u.lastName}` : FORMER);

/**
 * Blind review: admins always see scores; others once they have given their own. Only a score
 * that scores at least one criterion counts: an all-N/A score (null) opens nothing.
 */
export function seesScores(viewer: Viewer, hasOwnScore: boolean): boolean {
  return viewer.role === 'admin' || hasOwnScore;
}

/** The viewer's own row holds a real score (not every criterion N/A). */
const scoredBy = (rows: readonly ApplicationScoreRow[], viewer: Viewer) =>
  rows.some((r) => r.reviewerUserId === viewer.userId && r.scoreHundredths !== null);

/** Showing these rows to the viewer shows them another reviewer's score (admins are not bound by blind review). */
const showsOthers = (rows: readonly ApplicationScoreRow[], viewer: Viewer, visible: boolean) =>
  visible && viewer.role !== 'admin' && rows.some((r) => r.reviewerUserId !== viewer.userId);

/** The review side of the detail page and of list rows; constant queries whatever the size. */
export class ReviewReads {
  constructor(
    private readonly db: DataSource,
    private readonly scores: RubricScoresService,
  ) {}

  private async names(ids: (number | null)[]): Promise<Map<number, StaffName>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const users = await this.db.getRepository(User).find({ where: { id: In(wanted) } });
    return new Map(users.map((u) => [u.id, { id: u.id, firstName: u.firstName, lastName: u.lastName }]));
  }

  /**
   * Locks the viewer's own scores of these applications once the others' scores are shown to
   * them (one statement for a page), unless an admin's unlock is waiting for their change.
   * Answers the lock time when the viewer had a score to lock.
   */
  async lockOwnScores(kind: ApplicationKind, ids: readonly number[], viewer: Viewer): Promise<Date | null> {
    if (viewer.userId === null || viewer.role === 'admin' || ids.length === 0) return null;
    const now = new Date();
    await this.db.getRepository(ApplicationScoreRow).update(
      {
        applicantKind: kind,
        applicantId: In([...ids]),
        reviewerUserId: viewer.userId,
        lockedAt: IsNull(),
        unlockedAt: IsNull(),
      },
      { lockedAt: now },
    );
    return now;
  }

  /** Every user with a staff role, by name: who an application can be assigned to. */
  async staffMembers(): Promise<StaffName[]> {
    const users = await this.db
      .getRepository(User)
      .find({ where: { role: Not(IsNull()) }, order: { lastName: 'ASC', firstName: 'ASC' } });
    return users.map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName }));
  }

  /** Scores and assignees of a page of rows: two queries for any number of rows. */
  async summaries(kind: ApplicationKind, ids: readonly number[], viewer: Viewer): Promise<Map<number, ReviewSummaryView>> {
    const result = new Map<number, ReviewSummaryView>(
      ids.map((id) => [id, { averageScore: null, scoreCount: 0, assignees: [], othersShown: false }]),
    );
    if (ids.length === 0) return result;
    // Rows, not SQL AVG: the average is the domain's rule, computed in one place.
    const scoreRows = await this.db.getRepository(ApplicationScoreRow).find({
      select: { applicantId: true, reviewerUserId: true, scoreHundredths: true },
      where: { applicantKind: kind, applicantId: In([...ids]) },
    });
    const byApplicant = new Map<number, ApplicationScoreRow[]>();
    for (const r of scoreRows) byApplicant.set(r.applicantId, [...(byApplicant.get(r.applicantId) ?? []), r]);
    for (const [applicantId, rows] of byApplicant) {
      const view = result.get(applicantId);
      if (!view) continue;
      view.scoreCount = rows.length;
      const visible = seesScores(viewer, scoredBy(rows, viewer));
      view.othersShown = showsOthers(rows, viewer, visible);
      view.averageScore = visible
        ? averageScore(rows.map((r) => (r.scoreHundredths === null ? null : r.scoreHundredths / 100)))
        : null;
    }
    const assigned = (await this.db
      .getRepository(ApplicationAssignment)
      .createQueryBuilder('x')
      .innerJoin(User, 'u', 'u.id = x.userId')
      .select(['x.applicantId AS applicantId', 'u.id AS id', 'u.firstName AS firstName', 'u.lastName AS lastName'])
      .where('x.applicantKind = :kind', { kind })
      .andWhere('x.applicantId IN (:...ids)', { ids })
      .orderBy('u.lastName', 'ASC')
      .getRawMany()) as { applicantId: number | string; id: number | string; firstName: string; lastName: string }[];
    for (const a of assigned) {
      result.get(Number(a.applicantId))?.assignees.push({ id: Number(a.id), firstName: a.firstName, lastName: a.lastName });
    }
    return result;
  }

  async detail(kind: ApplicationKind, applicant: ApplicantEntity, viewer: Viewer): Promise<ReviewDetailView> {
    const where = { applicantKind: kind, applicantId: applicant.id };
    const [history, notes, scoreRows, rubric, summary] = await Promise.all([
      this.db.getRepository(ReviewStatusChange).find({ where, order: { id: 'ASC' } }),
      this.db.getRepository(ApplicationNoteRow).find({ where, order: { id: 'ASC' } }),
      this.db.getRepository(ApplicationScoreRow).find({ where, order: { id: 'ASC' } }),
      this.scores.rubric(kind),
      this.summaries(kind, [applicant.id], viewer),
    ]);
    const names = await this.names([
      ...history.map((h) => h.actorUserId),
      ...notes.map((n) => n.authorUserId),
      ...scoreRows.map((s) => s.reviewerUserId),
    ]);
    const visible = seesScores(viewer, scoredBy(scoreRows, viewer));
    // Blind review covers what others wrote about the applicant too; process notes stay open.
    const shownNotes = notes.filter((n) => visible || n.about === 'process' || n.authorUserId === viewer.userId);
    const othersNotesShown =
      visible && viewer.role !== 'admin' && notes.some((n) => n.about !== 'process' && n.authorUserId !== viewer.userId);
    // Shown now: the viewer's own score locks before the answer leaves (blind review).
    if (showsOthers(scoreRows, viewer, visible) || othersNotesShown) {
      const locked = await this.lockOwnScores(kind, [applicant.id], viewer);
      for (const s of scoreRows) if (locked && s.reviewerUserId === viewer.userId && s.unlockedAt === null) s.lockedAt ??= locked;
    }
    const scores: ScoreView[] = scoreRows
      .filter((s) => visible || s.reviewerUserId === viewer.userId)
      .map((s) => {
        const stored = JSON.parse(s.pointsJson) as { rubric: RubricCriterion[]; points: CriterionPoints };
        return {
          reviewer: names.get(s.reviewerUserId) ?? { id: s.reviewerUserId, firstName: FORMER, lastName: '' },
          mine: s.reviewerUserId === viewer.userId,
          score: s.scoreHundredths === null ? null : s.scoreHundredths / 100,
          criteria: stored.rubric.map((c) => ({
            criterion: c.key,
            label: c.label,
            points: stored.points[c.key] ?? null,
            maxPoints: c.maxPoints,
          })),
          updatedAt: s.updatedAt,
          locked: s.lockedAt !== null,
        };
      });
    const own = summary.get(applicant.id)!;
    return {
      ...own,
      reviewStatus: applicant.reviewStatus,
      cycleId: applicant.cycleId,
      history: history.map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        // No staff actor: the applicant's own move, when they sent every document asked for.
        actorName: h.actorUserId === null ? 'The applicant' : fullName(names.get(h.actorUserId)),
        reason: h.reason,
        at: h.at,
      })),
      notes: shownNotes.map((n) => noteView(n, fullName(n.authorUserId === null ? undefined : names.get(n.authorUserId)))),
      hiddenNotes: notes.length - shownNotes.length,
      scores,
      scoresVisible: visible,
      scoresLocked: scoresLocked(applicant.reviewStatus),
      award:
        applicant.awardCents === null
          ? null
          : { awardCents: applicant.awardCents, paymentReference: applicant.paymentReference, paidAt: applicant.paidAt },
      rubric,
      moves: movesFor(applicant.reviewStatus, viewer.role).map((t) => ({ to: t.to, action: t.action, needs: [...t.needs] })),
    };
  }
}

import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { NoteAbout, ReviewStatus } from '../../domain/review/index.js';

/**
 * The review workflow's own rows (docs/decisions/140). The current status and the award live on
 * the applicant row (`ApplicantRecord`); everything that accumulates lives here, keyed by the
 * application's kind and id.
 */

/** One move of the review status: from, to, who, when and why. Append-only. */
@Entity({ name: 'application_status_history' })
@Index('idx_application_status_history_applicant', ['applicantKind', 'applicantId'])
export class ReviewStatusChange {
  @PrimaryGeneratedColumn({ name: 'history_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'from_status', type: 'varchar', length: 16 })
  fromStatus!: ReviewStatus;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus!: ReviewStatus;

  @Column({ name: 'actor_user_id', type: 'integer', nullable: true })
  actorUserId!: number | null;

  @Column({ name: 'reason', type: 'varchar', length: 1000, nullable: true })
  reason!: string | null;

  @Column({ name: 'at', type: 'datetime' })
  at!: Date;
}

/** A staff note on an application: 1 to 5,000 characters, append-only. */
@Entity({ name: 'application_notes' })
@Index('idx_application_notes_applicant', ['applicantKind', 'applicantId'])
export class ApplicationNoteRow {
  @PrimaryGeneratedColumn({ name: 'note_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'author_user_id', type: 'integer', nullable: true })
  authorUserId!: number | null;

  @Column({ name: 'text', type: 'text' })
  text!: string;

  /** What the note is about: the applicant (blind until the reader has scored) or the process. */
  @Column({ name: 'about', type: 'varchar', length: 16, default: 'applicant' })
  about!: NoteAbout;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}

/** A staff user an application is assigned to. The user-first index serves "Assigned to me". */
@Entity({ name: 'application_assignments' })
@Index('idx_application_assignments_user', ['userId', 'applicantKind', 'applicantId'])
export class ApplicationAssignment {
  @PrimaryColumn({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @PrimaryColumn({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'assigned_by', type: 'integer', nullable: true })
  assignedBy!: number | null;

  @Column({ name: 'assigned_at', type: 'datetime' })
  assignedAt!: Date;
}

/** One criterion of a kind's rubric. */
@Entity({ name: 'review_rubric_criteria' })
export class RubricCriterionRow {
  @PrimaryColumn({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @PrimaryColumn({ name: 'criterion_key', type: 'varchar', length: 40 })
  key!: string;

  @Column({ name: 'label', type: 'varchar', length: 100 })
  label!: string;

  @Column({ name: 'max_points', type: 'integer' })
  maxPoints!: number;

  @Column({ name: 'weight', type: 'integer' })
  weight!: number;

  @Column({ name: 'position', type: 'integer' })
  position!: number;

  /** The form answer reviewers see beside the criterion (e.g. gpa); null for none. */
  @Column({ name: 'answer_field', type: 'varchar', length: 40, nullable: true })
  field!: string | null;
}

/**
 * One reviewer's score of one application. The points per criterion are kept as JSON with the
 * rubric they were given against, and the normalised score (out of 100, in hundredths) beside
 * them so lists average it in SQL.
 */
@Entity({ name: 'application_scores' })
@Index('uq_application_scores_reviewer', ['applicantKind', 'applicantId', 'reviewerUserId'], { unique: true })
export class ApplicationScoreRow {
  @PrimaryGeneratedColumn({ name: 'score_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  applicantKind!: ApplicationKind;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId!: number;

  @Column({ name: 'reviewer_user_id', type: 'integer' })
  reviewerUserId!: number;

  @Column({ name: 'points_json', type: 'varchar', length: 4000 })
  pointsJson!: string;

  @Column({ name: 'score_hundredths', type: 'integer', nullable: true })
  scoreHundredths!: number | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;

  /**
   * When the other reviewers' scores were first shown to this reviewer: from then on the score
   * cannot change (blind review), until an admin unlocks it. Admins' own scores never lock.
   */
  @Column({ name: 'locked_at', type: 'datetime', nullable: true })
  lockedAt!: Date | null;

  /** An admin's unlock: the next change is allowed, and clears it, so a later showing locks again. */
  @Column({ name: 'unlocked_at', type: 'datetime', nullable: true })
  unlockedAt!: Date | null;
}

export const reviewEntities = [
  ReviewStatusChange,
  ApplicationNoteRow,
  ApplicationAssignment,
  RubricCriterionRow,
  ApplicationScoreRow,
];

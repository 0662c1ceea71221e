import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { parseStoredQuestions } from '../../domain/eligibility.js';
import type { ProgramCycleValues } from '../../domain/program-cycles.js';
import { DEFAULT_LETTERS_DUE_DAYS } from '../../domain/letters.js';

/**
 * One program cycle of one kind of application. The current cycle of a kind is its newest row;
 * applications record the cycle they were submitted in (`cycle_id` on the applicant tables), so
 * budgets and figures are counted per cycle.
 */
@Entity({ name: 'program_cycles' })
@Index('idx_program_cycles_kind', ['kind', 'id'])
export class ProgramCycle {
  @PrimaryGeneratedColumn({ name: 'cycle_id', type: 'integer' })
  id!: number;

  @Column({ name: 'applicant_kind', type: 'varchar', length: 16 })
  kind!: ApplicationKind;

  /** Null: open already. */
  @Column({ name: 'opens_at', type: 'datetime', nullable: true })
  opensAt!: Date | null;

  /** Null: rolling, no deadline. */
  @Column({ name: 'closes_at', type: 'datetime', nullable: true })
  closesAt!: Date | null;

  /** IANA name; dates are shown and entered in this zone. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone!: string;

  @Column({ name: 'award_cents', type: 'integer', nullable: true })
  awardCents!: number | null;

  /** Null: no budget limit. */
  @Column({ name: 'budget_cents', type: 'integer', nullable: true })
  budgetCents!: number | null;

  /** Null: no limit on the number of awards. */
  @Column({ name: 'max_awards', type: 'integer', nullable: true })
  maxAwards!: number | null;

  /**
   * The eligibility check's questions as JSON (issue 43, decision 480); null: the program's
   * seeded questions (domain/eligibility.ts). A new cycle starts with its predecessor's.
   */
  @Column({ name: 'eligibility_questions', type: 'text', nullable: true })
  eligibilityQuestionsJson!: string | null;

  /** Letters of recommendation the cycle asks each applicant for: 0 or 1 (issue 38). */
  @Column({ name: 'letters_required', type: 'integer', default: 0 })
  lettersRequired!: number;

  /** Days after the deadline a letter may still arrive. */
  @Column({ name: 'letters_due_days', type: 'integer', default: DEFAULT_LETTERS_DUE_DAYS })
  lettersDueDays!: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}

/** A kind's current cycle with its id, as every reader gets it. */
export interface CurrentCycle extends ProgramCycleValues {
  id: number;
}

export function cycleValues(row: ProgramCycle): CurrentCycle {
  return {
    id: row.id,
    kind: row.kind,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    timeZone: row.timeZone,
    awardCents: row.awardCents,
    budgetCents: row.budgetCents,
    maxAwards: row.maxAwards,
    eligibilityQuestions: parseStoredQuestions(row.eligibilityQuestionsJson),
    lettersRequired: row.lettersRequired ?? 0,
    lettersDueDays: row.lettersDueDays ?? DEFAULT_LETTERS_DUE_DAYS,
  };
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One measure of the eligibility check on one day of one cycle (issue 43, decision 480): how many
 * checks started, ended in each result, stopped at a question, or qualified and then submitted.
 * Nothing else: no answer, no address, no cookie, no session, no time finer than the day.
 */
@Entity({ name: 'eligibility_daily_counts' })
@Index('uq_eligibility_counts_cycle_day_measure', ['cycleId', 'day', 'measure'], { unique: true })
export class EligibilityDailyCount {
  @PrimaryGeneratedColumn({ name: 'count_id', type: 'integer' })
  id!: number;

  @Column({ name: 'cycle_id', type: 'integer' })
  cycleId!: number;

  /** YYYY-MM-DD in the cycle's time zone. */
  @Column({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'measure', type: 'varchar', length: 64 })
  measure!: string;

  @Column({ name: 'tally', type: 'integer', default: 0 })
  tally!: number;
}

export const eligibilityEntities = [EligibilityDailyCount];

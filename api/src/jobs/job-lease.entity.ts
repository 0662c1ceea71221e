import { Column, Entity, PrimaryColumn, type ValueTransformer } from 'typeorm';

/** MySQL hands BIGINT back as a string; the times here are milliseconds since 1970. */
const millis: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * One scheduled job's lease, shared by every instance on the database: whoever holds it until
 * `leaseUntil` runs the job; the others wait for `nextRunAt` (docs/decisions/240).
 */
@Entity({ name: 'job_leases' })
export class JobLease {
  @PrimaryColumn({ name: 'name', type: 'varchar', length: 100 })
  name!: string;

  /** The instance running the job now, or null when nobody is. */
  @Column({ name: 'holder', type: 'varchar', length: 100, nullable: true })
  holder!: string | null;

  @Column({ name: 'lease_until', type: 'bigint', default: 0, transformer: millis })
  leaseUntil!: number;

  /** When the job is due again, on any instance. */
  @Column({ name: 'next_run_at', type: 'bigint', default: 0, transformer: millis })
  nextRunAt!: number;

  @Column({ name: 'last_finished_at', type: 'bigint', nullable: true, transformer: millis })
  lastFinishedAt!: number | null;

  /** Whether the last run ended in an error (its text is never stored: it may hold personal data). */
  @Column({ name: 'last_failed', type: 'boolean', default: false })
  lastFailed!: boolean;
}

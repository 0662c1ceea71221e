import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The admin's report settings (one row, id 1; absent until first saved, when the defaults apply). */
@Entity({ name: 'report_settings' })
export class ReportSettingsRow {
  @PrimaryColumn({ name: 'settings_id', type: 'integer' })
  id!: number;

  /** The month the fund's fiscal year begins, 1 to 12. */
  @Column({ name: 'fiscal_year_start_month', type: 'integer' })
  fiscalYearStartMonth!: number;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;

  @Column({ name: 'updated_by', type: 'integer', nullable: true })
  updatedBy!: number | null;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ApplicantRecord, col } from './applicant-record.js';

/**
 * A stored high-school scholarship application (spec §3). The form requires the SSN and
 * address; the columns allow none because the spec's staff view treats them as optional.
 */
@Entity({ name: 'school_applicants' })
@Index('uq_school_applicants_reference', ['reference'], { unique: true })
@Index('idx_school_applicants_status_created', ['status', 'createdAt'])
@Index('idx_school_applicants_last_name', ['lastName'])
@Index('idx_school_applicants_ssn_hash', ['socialSecurityHash'])
export class SchoolApplicant extends ApplicantRecord {
  @PrimaryGeneratedColumn({ name: 'school_applicant_id', type: 'integer' })
  id!: number;

  @Column(col.name('first_name')) firstName!: string;
  @Column(col.name('last_name')) lastName!: string;
  @Column(col.text('email', 254)) email!: string;
  @Column(col.text('phone', 14)) phone!: string;
  @Column(col.date('date_of_birth')) dateOfBirth!: string;
  @Column({ name: 'social_security_enc', type: 'varchar', length: 128, nullable: true }) socialSecuritySealed!: string | null;
  @Column({ name: 'social_security_hash', type: 'varchar', length: 64, nullable: true }) socialSecurityHash!: string | null;
  /** One line, as the spec's API sends it, or made from the parts below (decision 210). */
  @Column(col.optionalText('address', 300)) address!: string | null;
  /** The address parts the site's form sends; null when a client sent the one line only. */
  @Column(col.optionalText('street', 150)) street!: string | null;
  @Column(col.optionalName('city')) city!: string | null;
  @Column(col.optionalText('state', 2)) state!: string | null;
  @Column(col.optionalText('zip', 10)) zip!: string | null;
  @Column(col.text('high_school_attended', 150)) highSchoolAttended!: string;
  @Column(col.integer('year_graduated')) yearGraduated!: number;
  @Column(col.text('citizenship', 32)) citizenship!: string;
  /** GPA in hundredths (3.50 is 350), like money in cents; null when not given. */
  @Column({ name: 'gpa_hundredths', type: 'integer', nullable: true }) gpa!: number | null;
  @Column(col.text('college_accepted', 150)) collegeAccepted!: string;
  @Column({ name: 'single_parent_household', type: 'boolean', nullable: true }) singleParentHousehold!: boolean | null;
  @Column(col.optionalText('comments', 2000)) comments!: string | null;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ApplicantRecord, col } from './applicant-record.js';

/** A stored undergraduate application (spec §3). Money in whole cents; the SSN sealed. */
@Entity({ name: 'undergrad_applicants' })
@Index('uq_undergrad_applicants_reference', ['reference'], { unique: true })
@Index('idx_undergrad_applicants_status_created', ['status', 'createdAt'])
@Index('idx_undergrad_applicants_last_name', ['lastName'])
@Index('idx_undergrad_applicants_ssn_hash', ['socialSecurityHash'])
export class UndergradApplicant extends ApplicantRecord {
  @PrimaryGeneratedColumn({ name: 'undergrad_applicant_id', type: 'integer' })
  id!: number;

  @Column(col.name('first_name')) firstName!: string;
  @Column(col.optionalName('middle_name')) middleName!: string | null;
  @Column(col.name('last_name')) lastName!: string;
  @Column(col.text('suffix', 8)) suffix!: string;
  @Column(col.date('date_of_birth')) dateOfBirth!: string;
  @Column(col.text('citizenship', 32)) citizenship!: string;
  @Column(col.sealed('social_security_enc')) socialSecuritySealed!: string;
  @Column(col.lookupHash('social_security_hash')) socialSecurityHash!: string;
  @Column(col.text('email', 254)) email!: string;
  @Column(col.text('phone', 14)) phone!: string;
  @Column(col.text('address', 200)) address!: string;
  @Column(col.optionalText('address2', 200)) address2!: string | null;
  @Column(col.name('city')) city!: string;
  @Column(col.text('state', 2)) state!: string;
  @Column(col.text('zip', 10)) zip!: string;
  @Column(col.text('college_attended', 150)) collegeAttended!: string;
  @Column(col.text('college_major', 150)) collegeMajor!: string;
  @Column(col.integer('year_enrolled')) yearEnrolled!: number;
  @Column(col.integer('year_graduated')) yearGraduated!: number;
  @Column(col.integer('loan_amount_cents')) loanAmount!: number;
  @Column(col.integer('loan_year')) loanYear!: number;
  @Column(col.text('employment_status', 16)) employmentStatus!: string;
  @Column(col.integer('gross_income_cents')) grossIncome!: number;
  @Column(col.integer('household_size')) householdSize!: number;
  @Column(col.text('house_owned_or_rent', 8)) houseOwnedOrRent!: string;
}

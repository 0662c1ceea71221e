import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ApplicantRecord, col } from './applicant-record.js';

/** A stored parent application (spec §3): the parent, the student and the loan. */
@Entity({ name: 'parent_applicants' })
@Index('uq_parent_applicants_reference', ['reference'], { unique: true })
@Index('idx_parent_applicants_status_created', ['status', 'createdAt'])
@Index('idx_parent_applicants_last_name', ['parentLastName'])
@Index('idx_parent_applicants_parent_ssn_hash', ['parentSocialSecurityHash'])
@Index('idx_parent_applicants_student_ssn_hash', ['studentSocialSecurityHash'])
export class ParentApplicant extends ApplicantRecord {
  @PrimaryGeneratedColumn({ name: 'parent_applicant_id', type: 'integer' })
  id!: number;

  @Column(col.name('parent_first_name')) parentFirstName!: string;
  @Column(col.optionalText('parent_mid_initial', 2)) parentMidInitial!: string | null;
  @Column(col.name('parent_last_name')) parentLastName!: string;
  @Column(col.text('parent_suffix', 8)) parentSuffix!: string;
  @Column(col.text('parent_phone', 14)) parentPhone!: string;
  @Column(col.text('parent_email', 254)) parentEmail!: string;
  @Column(col.text('parent_address', 200)) parentAddress!: string;
  @Column(col.optionalText('parent_address2', 200)) parentAddress2!: string | null;
  @Column(col.name('parent_city')) parentCity!: string;
  @Column(col.text('parent_state', 2)) parentState!: string;
  @Column(col.text('parent_zip', 10)) parentZip!: string;
  @Column(col.date('parent_date_of_birth')) parentDateOfBirth!: string;
  @Column(col.text('parent_citizenship', 32)) parentCitizenship!: string;
  @Column(col.sealed('parent_social_security_enc')) parentSocialSecuritySealed!: string;
  @Column(col.lookupHash('parent_social_security_hash')) parentSocialSecurityHash!: string;
  @Column(col.name('student_first_name')) studentFirstName!: string;
  @Column(col.optionalText('student_mid_initial', 2)) studentMidInitial!: string | null;
  @Column(col.name('student_last_name')) studentLastName!: string;
  @Column(col.date('student_date_of_birth')) studentDateOfBirth!: string;
  @Column(col.text('student_citizenship', 32)) studentCitizenship!: string;
  @Column(col.sealed('student_social_security_enc')) studentSocialSecuritySealed!: string;
  @Column(col.lookupHash('student_social_security_hash')) studentSocialSecurityHash!: string;
  @Column(col.optionalText('student_address', 200)) studentAddress!: string | null;
  @Column(col.text('college_attended', 150)) collegeAttended!: string;
  @Column(col.integer('loan_year')) loanYear!: number;
  @Column(col.text('college_major', 150)) collegeMajor!: string;
  @Column(col.integer('year_enrolled')) yearEnrolled!: number;
  @Column(col.integer('year_graduated')) yearGraduated!: number;
  @Column(col.integer('loan_amount_cents')) loanAmount!: number;
  @Column(col.text('employment_status', 16)) employmentStatus!: string;
  @Column(col.integer('gross_income_cents')) grossIncome!: number;
  @Column(col.integer('household_size')) householdSize!: number;
  @Column(col.text('house_owned_or_rent', 8)) houseOwnedOrRent!: string;
}

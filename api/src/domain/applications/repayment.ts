/** What the two repayment forms (undergraduate and parent) ask alike: the college, the loan, the household. */
import type { z } from 'zod';
import { EMPLOYMENT_STATUSES, HOUSE_OPTIONS, HOUSEHOLD_SIZE, type YearRange } from './constants.js';
import * as f from './fields.js';
import type { SectionSpec } from './form.js';
import { messagesOfApplications } from './messages.js';

/** Spec §3's loan and household fields, with the form's own year range (§9). */
export function loanAndHouseholdRules(years: YearRange) {
  return {
    collegeAttended: f.text('College attended', { max: 150 }),
    collegeMajor: f.text('College major', { max: 150 }),
    yearEnrolled: f.year('Year enrolled', years),
    yearGraduated: f.year('Year graduated', years),
    loanAmount: f.money('Loan amount'),
    loanYear: f.year('Loan year', years),
    employmentStatus: f.select('Employment status', EMPLOYMENT_STATUSES),
    grossIncome: f.money('Gross income'),
    householdSize: f.wholeNumber('Household size', HOUSEHOLD_SIZE.min, HOUSEHOLD_SIZE.max),
    houseOwnedOrRent: f.select('Home owned or rented', HOUSE_OPTIONS),
  };
}

/** The fieldsets of loanAndHouseholdRules' fields, in form order. */
export const loanAndHouseholdSections: readonly SectionSpec[] = [
  {
    id: 'education',
    title: 'College and loan',
    fields: ['collegeAttended', 'collegeMajor', 'yearEnrolled', 'yearGraduated', 'loanAmount', 'loanYear'],
  },
  {
    id: 'household',
    title: 'Employment and household',
    fields: ['employmentStatus', 'grossIncome', 'householdSize', 'houseOwnedOrRent'],
  },
];

export function checkGraduatedAfterEnrolled(data: { yearEnrolled: number; yearGraduated: number }, ctx: z.RefinementCtx): void {
  if (data.yearGraduated < data.yearEnrolled) {
    ctx.addIssue({ code: 'custom', path: ['yearGraduated'], message: messagesOfApplications.graduatedBeforeEnrolled });
  }
}

/**
 * An SSN confirmation must match its SSN. `null` means none was sent: the browser form always
 * sends one (spec §5); an integrator may leave it out, and the server then checks nothing.
 */
export function checkSsnConfirmation(ctx: z.RefinementCtx, field: string, confirmation: string | null, ssn: string): void {
  if (confirmation !== null && confirmation !== ssn) {
    ctx.addIssue({ code: 'custom', path: [field], message: messagesOfApplications.ssnMismatch });
  }
}

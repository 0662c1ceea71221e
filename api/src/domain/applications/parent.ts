/** The parent loan-repayment form (spec §3, §5, §9): the parent, the student, the loan. */
import { z } from 'zod';
import { CITIZENSHIP_OPTIONS, SUFFIX_OPTIONS, US_STATES, YEAR_RANGES } from './constants.js';
import { anyDocument } from './documents.js';
import { shapeOf, specsOf } from './field-spec.js';
import * as f from './fields.js';
import { labelsOf, type ApplicationFormSpec } from './form.js';
import { messagesOfApplications } from './messages.js';
import {
  checkGraduatedAfterEnrolled,
  checkSsnConfirmation,
  loanAndHouseholdRules,
  loanAndHouseholdSections,
} from './repayment.js';

const years = YEAR_RANGES.parent;

const rules = {
  parentFirstName: f.text("Parent's first name", { autoComplete: 'given-name' }),
  parentMidInitial: f.optionalInitial("Parent's middle initial"),
  parentLastName: f.text("Parent's last name", { autoComplete: 'family-name' }),
  parentSuffix: f.select("Parent's suffix", SUFFIX_OPTIONS),
  parentDateOfBirth: f.birthDate("Parent's date of birth"),
  parentCitizenship: f.select("Parent's citizenship", CITIZENSHIP_OPTIONS),
  parentSocialSecurity: f.ssn("Parent's Social Security number"),
  parentEmail: f.email("Parent's e-mail"),
  parentPhone: f.phone("Parent's phone"),
  parentAddress: f.text("Parent's street address", { max: 200, autoComplete: 'address-line1' }),
  parentAddress2: f.optionalText("Parent's apartment, suite, etc.", { max: 200, autoComplete: 'address-line2' }),
  parentCity: f.text("Parent's city", { autoComplete: 'address-level2' }),
  parentState: f.select("Parent's state", US_STATES),
  parentZip: f.zip("Parent's ZIP code"),
  studentFirstName: f.text("Student's first name", { autoComplete: 'off' }),
  studentMidInitial: f.optionalInitial("Student's middle initial"),
  studentLastName: f.text("Student's last name", { autoComplete: 'off' }),
  studentDateOfBirth: f.birthDate("Student's date of birth"),
  studentCitizenship: f.select("Student's citizenship", CITIZENSHIP_OPTIONS),
  studentSocialSecurity: f.ssn("Student's Social Security number"),
  studentAddress: f.optionalText("Student's address (if different)", { max: 200, autoComplete: 'off' }),
  ...loanAndHouseholdRules(years),
};

const confirmRules = {
  parentConfirmSocial: f.ssnConfirmation("Confirm parent's Social Security number", true),
  studentConfirmSocial: f.ssnConfirmation("Confirm student's Social Security number", true),
};

export const parentDocuments = [
  anyDocument('transcript', "Student's college transcript", "The student's final college transcript."),
  anyDocument('loanAgreement', 'Loan agreement', 'The signed parent loan agreement (e.g. Parent PLUS).'),
  anyDocument('loanStatement', 'Loan statement', 'A recent statement of the loan balance.'),
  anyDocument('applicationLetter', 'Application letter', 'Your letter of at least 500 words about the loan and your hardship.'),
  anyDocument('currentIncome', 'Proof of current income', 'A recent pay stub or tax return.'),
  anyDocument('loanHistory', 'Loan history', 'The loan history (e.g. from studentaid.gov).'),
  anyDocument('creditReport', 'Credit report', 'A recent credit report.'),
] as const;

interface Checked {
  yearEnrolled: number;
  yearGraduated: number;
  parentSocialSecurity: string;
  studentSocialSecurity: string;
  parentConfirmSocial: string | null;
  studentConfirmSocial: string | null;
}

function checks(data: Checked, ctx: z.RefinementCtx) {
  checkGraduatedAfterEnrolled(data, ctx);
  if (data.studentSocialSecurity === data.parentSocialSecurity) {
    ctx.addIssue({ code: 'custom', path: ['studentSocialSecurity'], message: messagesOfApplications.sameSsnForParentAndStudent });
  }
  // The form checks both pairs (spec §5); the server checks a confirmation whenever one is sent.
  checkSsnConfirmation(ctx, 'parentConfirmSocial', data.parentConfirmSocial, data.parentSocialSecurity);
  checkSsnConfirmation(ctx, 'studentConfirmSocial', data.studentConfirmSocial, data.studentSocialSecurity);
}

export const parentSchema = z
  .object({
    ...shapeOf(rules),
    parentConfirmSocial: f.ssnConfirmation("Confirm parent's Social Security number", false).schema,
    studentConfirmSocial: f.ssnConfirmation("Confirm student's Social Security number", false).schema,
  })
  .superRefine(checks);

export const parentFormSchema = z.object({ ...shapeOf(rules), ...shapeOf(confirmRules) }).superRefine(checks);

export type ParentApplicationInput = z.input<typeof parentSchema>;
export type ParentApplication = z.output<typeof parentSchema>;

const fields = Object.values(specsOf(rules));
const confirmFields = Object.values(specsOf(confirmRules));

export const parentForm: ApplicationFormSpec<typeof parentSchema, typeof parentFormSchema> = {
  kind: 'parent',
  title: 'Parent loan repayment application',
  fields,
  confirmFields,
  documents: parentDocuments,
  sections: [
    {
      id: 'parent',
      title: 'About you (parent)',
      fields: [
        'parentFirstName',
        'parentMidInitial',
        'parentLastName',
        'parentSuffix',
        'parentDateOfBirth',
        'parentCitizenship',
        'parentSocialSecurity',
      ],
    },
    {
      id: 'contact',
      title: 'Contact details',
      fields: ['parentEmail', 'parentPhone', 'parentAddress', 'parentAddress2', 'parentCity', 'parentState', 'parentZip'],
    },
    {
      id: 'student',
      title: 'About the student',
      fields: [
        'studentFirstName',
        'studentMidInitial',
        'studentLastName',
        'studentDateOfBirth',
        'studentCitizenship',
        'studentSocialSecurity',
        'studentAddress',
      ],
    },
    ...loanAndHouseholdSections,
  ],
  nameFields: { firstName: 'parentFirstName', lastName: 'parentLastName', email: 'parentEmail' },
  ssnFields: ['parentSocialSecurity', 'studentSocialSecurity'],
  schema: parentSchema,
  formSchema: parentFormSchema,
  labels: labelsOf([...fields, ...confirmFields], parentDocuments),
};

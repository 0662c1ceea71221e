/** The undergraduate loan-repayment form (spec §3, §5, §9). */
import { z } from 'zod';
import { CITIZENSHIP_OPTIONS, SUFFIX_OPTIONS, US_STATES, YEAR_RANGES } from './constants.js';
import { anyDocument, pdfDocument } from './documents.js';
import {
  checkGraduatedAfterEnrolled,
  checkSsnConfirmation,
  loanAndHouseholdRules,
  loanAndHouseholdSections,
} from './repayment.js';
import { shapeOf, specsOf } from './field-spec.js';
import * as f from './fields.js';
import { labelsOf, type ApplicationFormSpec } from './form.js';

const years = YEAR_RANGES.undergrad;

const rules = {
  firstName: f.text('First name', { autoComplete: 'given-name' }),
  middleName: f.optionalText('Middle name', { autoComplete: 'additional-name' }),
  lastName: f.text('Last name', { autoComplete: 'family-name' }),
  suffix: f.select('Suffix', SUFFIX_OPTIONS),
  dateOfBirth: f.birthDate('Date of birth'),
  citizenship: f.select('Citizenship', CITIZENSHIP_OPTIONS),
  socialSecurity: f.ssn('Social Security number'),
  email: f.email('E-mail'),
  phone: f.phone('Phone'),
  address: f.text('Street address', { max: 200, autoComplete: 'address-line1' }),
  address2: f.optionalText('Apartment, suite, etc.', { max: 200, autoComplete: 'address-line2' }),
  city: f.text('City', { autoComplete: 'address-level2' }),
  state: f.select('State', US_STATES),
  zip: f.zip('ZIP code'),
  ...loanAndHouseholdRules(years),
};

const confirmRules = { confirmSocial: f.ssnConfirmation('Confirm Social Security number', true) };

export const undergradDocuments = [
  anyDocument('applicationEssay', 'Application essay', 'Your letter of at least 500 words about your loans and your hardship.'),
  pdfDocument('creditReport', 'Credit report', 'A recent credit report, as a PDF.'),
  pdfDocument('loanHistory', 'Loan history', 'Your student loan history (e.g. from studentaid.gov), as a PDF.'),
  anyDocument('currentIncome', 'Proof of current income', 'A recent pay stub or tax return.'),
  anyDocument('loanServicer', 'Loan servicer statement', 'A statement from your loan servicer.'),
  anyDocument('loanAgreement', 'Loan agreement', 'The signed loan agreement.'),
  anyDocument('transcript', 'College transcript', 'Your final college transcript showing your degree.'),
] as const;

interface Checked {
  yearEnrolled: number;
  yearGraduated: number;
  socialSecurity: string;
  confirmSocial: string | null;
}

function checks(data: Checked, ctx: z.RefinementCtx) {
  checkGraduatedAfterEnrolled(data, ctx);
  checkSsnConfirmation(ctx, 'confirmSocial', data.confirmSocial, data.socialSecurity);
}

export const undergradSchema = z
  .object({ ...shapeOf(rules), confirmSocial: f.ssnConfirmation('Confirm Social Security number', false).schema })
  .superRefine(checks);

export const undergradFormSchema = z.object({ ...shapeOf(rules), ...shapeOf(confirmRules) }).superRefine(checks);

export type UndergradApplicationInput = z.input<typeof undergradSchema>;
export type UndergradApplication = z.output<typeof undergradSchema>;

const fields = Object.values(specsOf(rules));
const confirmFields = Object.values(specsOf(confirmRules));

export const undergradForm: ApplicationFormSpec<typeof undergradSchema, typeof undergradFormSchema> = {
  kind: 'undergrad',
  title: 'Undergraduate loan repayment application',
  fields,
  confirmFields,
  documents: undergradDocuments,
  sections: [
    {
      id: 'applicant',
      title: 'About you',
      fields: ['firstName', 'middleName', 'lastName', 'suffix', 'dateOfBirth', 'citizenship', 'socialSecurity'],
    },
    { id: 'contact', title: 'Contact details', fields: ['email', 'phone', 'address', 'address2', 'city', 'state', 'zip'] },
    ...loanAndHouseholdSections,
  ],
  nameFields: { firstName: 'firstName', lastName: 'lastName', email: 'email' },
  ssnFields: ['socialSecurity'],
  schema: undergradSchema,
  formSchema: undergradFormSchema,
  labels: labelsOf([...fields, ...confirmFields], undergradDocuments),
};

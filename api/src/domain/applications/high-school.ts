/** The high-school senior scholarship form (spec §3, §5, §9). Every document is PDF only. */
import { z } from 'zod';
import { HIGH_SCHOOL_CITIZENSHIP_OPTIONS, SCHOLARSHIP_MINIMUM_GPA, YEAR_RANGES } from './constants.js';
import { pdfDocument } from './documents.js';
import { shapeOf, specsOf } from './field-spec.js';
import * as f from './fields.js';
import { labelsOf, type ApplicationFormSpec } from './form.js';
import {
  checkHomeAddress,
  composeHomeAddress,
  homeAddressFormShape,
  homeAddressRules,
  homeAddressServerShape,
} from './home-address.js';
import { checkSsnConfirmation } from './repayment.js';

const rules = {
  firstName: f.text('First name', { autoComplete: 'given-name' }),
  lastName: f.text('Last name', { autoComplete: 'family-name' }),
  dateOfBirth: f.birthDate('Date of birth'),
  citizenship: f.select('Citizenship', HIGH_SCHOOL_CITIZENSHIP_OPTIONS),
  socialSecurity: f.ssn('Social Security number'),
  email: f.email('E-mail'),
  phone: f.phone('Phone'),
  ...homeAddressRules,
  highSchoolAttended: f.text('High school attended', { max: 150 }),
  yearGraduated: f.year('Year of high-school graduation', YEAR_RANGES['high-school']),
  gpa: f.optionalGpa(
    'GPA',
    `On a 4.0 scale, e.g. 3.25. The scholarship asks for at least ${SCHOLARSHIP_MINIMUM_GPA.toFixed(1)}; if yours is lower you may still apply, and reviewers read your whole application.`,
  ),
  collegeAccepted: f.text('College you have been accepted to', { max: 150 }),
  singleParentHousehold: f.optionalYesNo(
    'Single-parent household',
    'Do you live with one parent or guardian? The scholarship gives preference to single-parent households.',
  ),
  comments: f.optionalText('Comments', { max: 2000, multiline: true, autoComplete: 'off' }),
};

const confirmRules = { confirmSocial: f.ssnConfirmation('Confirm Social Security number', true) };

export const highSchoolDocuments = [
  pdfDocument('academicRecords', 'Academic records', 'Your high-school transcript showing a GPA of at least 2.5, as a PDF.'),
  pdfDocument('applicationEssay', 'Application essay', 'Your essay of at least 500 words, as a PDF.'),
  pdfDocument('recommendationLetter', 'Recommendation letter', 'A letter from a teacher, counselor or mentor, as a PDF.'),
] as const;

interface Checked {
  socialSecurity: string;
  confirmSocial: string | null;
}

function checks(data: Checked & Parameters<typeof checkHomeAddress>[0], ctx: z.RefinementCtx) {
  checkHomeAddress(data, ctx);
  checkSsnConfirmation(ctx, 'confirmSocial', data.confirmSocial, data.socialSecurity);
}

/**
 * What the server accepts: the one-line address or its parts (decision 210), and an SSN
 * confirmation that must match when sent, as on the other two forms.
 */
export const highSchoolSchema = z
  .object({
    ...shapeOf(rules),
    ...homeAddressServerShape,
    confirmSocial: f.ssnConfirmation('Confirm Social Security number', false).schema,
  })
  .superRefine(checks)
  .transform(composeHomeAddress);

/** What the browser form checks: the address in parts and the SSN twice. */
export const highSchoolFormSchema = z
  .object({ ...shapeOf(rules), ...homeAddressFormShape, ...shapeOf(confirmRules) })
  .superRefine(checks)
  .transform(composeHomeAddress);

export type HighSchoolApplicationInput = z.input<typeof highSchoolSchema>;
export type HighSchoolApplication = z.output<typeof highSchoolSchema>;

const fields = Object.values(specsOf(rules));
const confirmFields = Object.values(specsOf(confirmRules));

const about = {
  id: 'applicant',
  title: 'About you',
  fields: ['firstName', 'lastName', 'dateOfBirth', 'citizenship', 'socialSecurity'],
};
const education = {
  id: 'education',
  title: 'School and college',
  fields: ['highSchoolAttended', 'yearGraduated', 'gpa', 'collegeAccepted'],
};
const household = { id: 'household', title: 'Your household', fields: ['singleParentHousehold'] };
const comments = { id: 'comments', title: 'Anything else', fields: ['comments'] };

export const highSchoolForm: ApplicationFormSpec<typeof highSchoolSchema, typeof highSchoolFormSchema> = {
  kind: 'high-school',
  title: 'High-school senior scholarship application',
  fields,
  confirmFields,
  documents: highSchoolDocuments,
  sections: [
    about,
    { id: 'contact', title: 'Contact details', fields: ['email', 'phone', 'street', 'city', 'state', 'zip'] },
    education,
    household,
    comments,
  ],
  // Staff read the address on one line, whichever way it was sent; the CSV also has the parts.
  reviewSections: [
    about,
    { id: 'contact', title: 'Contact details', fields: ['email', 'phone', 'address'] },
    education,
    household,
    comments,
  ],
  nameFields: { firstName: 'firstName', lastName: 'lastName', email: 'email' },
  ssnFields: ['socialSecurity'],
  schema: highSchoolSchema,
  formSchema: highSchoolFormSchema,
  labels: labelsOf([...fields, ...confirmFields], highSchoolDocuments),
};

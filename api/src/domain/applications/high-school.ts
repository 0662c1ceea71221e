/** The high-school senior scholarship form (spec §3, §5, §9). Every document is PDF only. */
import { z } from 'zod';
import { HIGH_SCHOOL_CITIZENSHIP_OPTIONS, YEAR_RANGES } from './constants.js';
import { pdfDocument } from './documents.js';
import * as f from './fields.js';
import { labelsOf, type ApplicationFormSpec } from './form.js';

const rules = {
  firstName: f.text('First name', { autoComplete: 'given-name' }),
  lastName: f.text('Last name', { autoComplete: 'family-name' }),
  dateOfBirth: f.birthDate('Date of birth'),
  citizenship: f.select('Citizenship', HIGH_SCHOOL_CITIZENSHIP_OPTIONS),
  socialSecurity: f.ssn('Social Security number'),
  email: f.email('E-mail'),
  phone: f.phone('Phone'),
  address: f.text('Home address', { max: 300, autoComplete: 'street-address' }),
  highSchoolAttended: f.text('High school attended', { max: 150 }),
  yearGraduated: f.year('Year of high-school graduation', YEAR_RANGES['high-school']),
  collegeAccepted: f.text('College you have been accepted to', { max: 150 }),
  comments: f.optionalText('Comments', { max: 2000, multiline: true, autoComplete: 'off' }),
};

export const highSchoolDocuments = [
  pdfDocument('academicRecords', 'Academic records', 'Your high-school transcript showing a GPA of at least 2.5, as a PDF.'),
  pdfDocument('applicationEssay', 'Application essay', 'Your essay of at least 500 words, as a PDF.'),
  pdfDocument('recommendationLetter', 'Recommendation letter', 'A letter from a teacher, counselor or mentor, as a PDF.'),
] as const;

/** The form has no SSN confirmation; the server and the browser check the same object. */
export const highSchoolSchema = z.object(f.shapeOf(rules));
export const highSchoolFormSchema = highSchoolSchema;

export type HighSchoolApplicationInput = z.input<typeof highSchoolSchema>;
export type HighSchoolApplication = z.output<typeof highSchoolSchema>;

const fields = Object.values(f.specsOf(rules));

export const highSchoolForm: ApplicationFormSpec<typeof highSchoolSchema, typeof highSchoolFormSchema> = {
  kind: 'high-school',
  title: 'High-school senior scholarship application',
  fields,
  confirmFields: [],
  documents: highSchoolDocuments,
  sections: [
    { id: 'applicant', title: 'About you', fields: ['firstName', 'lastName', 'dateOfBirth', 'citizenship', 'socialSecurity'] },
    { id: 'contact', title: 'Contact details', fields: ['email', 'phone', 'address'] },
    { id: 'education', title: 'School and college', fields: ['highSchoolAttended', 'yearGraduated', 'collegeAccepted'] },
    { id: 'comments', title: 'Anything else', fields: ['comments'] },
  ],
  nameFields: { firstName: 'firstName', lastName: 'lastName', email: 'email' },
  ssnFields: ['socialSecurity'],
  schema: highSchoolSchema,
  formSchema: highSchoolFormSchema,
  labels: labelsOf(fields, highSchoolDocuments),
};

import { APPLICATION_FORMS, APPLICATION_KINDS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import type { FormFields } from '../support/fixtures/applicants.js';
import type { UploadFiles } from '../support/fixtures/application-requests.js';

/** A bad application: what is changed in a good one, and how the field is refused. */
export interface BadCase {
  name: string;
  kind: ApplicationKind;
  fields?: (f: FormFields) => void;
  files?: (f: UploadFiles) => void | Promise<void>;
  status: number;
  field: string;
  message?: RegExp | string;
}

export const requiredCases: BadCase[] = APPLICATION_KINDS.flatMap((kind) =>
  APPLICATION_FORMS[kind].fields
    // The scholarship's address is required one way or the other: tried below.
    .filter((f) => f.required && !f.alternative)
    .map((spec) => ({
      name: `${kind}: missing ${spec.name}`,
      kind,
      fields: (f: FormFields) => void delete f[spec.name],
      status: 400,
      field: spec.name,
      message: `${spec.label} is required.`,
    })),
);

export const formatCases: BadCase[] = [
  {
    name: 'SSN without dashes',
    kind: 'undergrad',
    fields: (f) => Object.assign(f, { socialSecurity: '123456789', confirmSocial: '123456789' }),
    status: 400,
    field: 'socialSecurity',
    message: /ddd-dd-dddd/,
  },
  {
    name: 'SSN never issued',
    kind: 'high-school',
    fields: (f) => void (f.socialSecurity = '000-12-3456'),
    status: 400,
    field: 'socialSecurity',
    message: /not a valid/,
  },
  {
    name: 'SSN confirmation differs',
    kind: 'undergrad',
    fields: (f) => void (f.confirmSocial = '321-54-9876'),
    status: 400,
    field: 'confirmSocial',
    message: "The Social Security numbers you entered don't match.",
  },
  {
    name: 'student SSN confirmation differs',
    kind: 'parent',
    fields: (f) => void (f.studentConfirmSocial = '321-54-9876'),
    status: 400,
    field: 'studentConfirmSocial',
    message: /don't match/,
  },
  {
    name: 'phone without format',
    kind: 'undergrad',
    fields: (f) => void (f.phone = '2025550199'),
    status: 400,
    field: 'phone',
    message: /\(ddd\) ddd-dddd/,
  },
  {
    name: 'parent phone too short',
    kind: 'parent',
    fields: (f) => void (f.parentPhone = '(312) 555-012'),
    status: 400,
    field: 'parentPhone',
  },
  {
    name: 'money with 3 decimals',
    kind: 'undergrad',
    fields: (f) => void (f.loanAmount = '1,000.505'),
    status: 400,
    field: 'loanAmount',
    message: /amount in dollars/,
  },
  { name: 'money with letters', kind: 'parent', fields: (f) => void (f.grossIncome = '40k'), status: 400, field: 'grossIncome' },
  {
    name: 'money with misplaced separators',
    kind: 'undergrad',
    fields: (f) => void (f.grossIncome = '1,00,000'),
    status: 400,
    field: 'grossIncome',
  },
  {
    name: 'undergrad year before 2020',
    kind: 'undergrad',
    fields: (f) => void (f.loanYear = '2019'),
    status: 400,
    field: 'loanYear',
    message: /from the list/,
  },
  {
    name: 'parent year after 2035',
    kind: 'parent',
    fields: (f) => void (f.yearGraduated = '2036'),
    status: 400,
    field: 'yearGraduated',
  },
  {
    name: 'high-school year before 2018',
    kind: 'high-school',
    fields: (f) => void (f.yearGraduated = '2017'),
    status: 400,
    field: 'yearGraduated',
  },
  {
    name: 'graduated before enrolling',
    kind: 'undergrad',
    fields: (f) => Object.assign(f, { yearEnrolled: '2024', yearGraduated: '2021' }),
    status: 400,
    field: 'yearGraduated',
  },
  {
    name: 'impossible date',
    kind: 'undergrad',
    fields: (f) => void (f.dateOfBirth = '2001-02-30'),
    status: 400,
    field: 'dateOfBirth',
    message: /real date/,
  },
  {
    name: 'date in the future',
    kind: 'high-school',
    fields: (f) => void (f.dateOfBirth = '2999-01-01'),
    status: 400,
    field: 'dateOfBirth',
  },
  {
    name: 'bad e-mail',
    kind: 'high-school',
    fields: (f) => void (f.email = 'aisha@'),
    status: 400,
    field: 'email',
    message: /valid e-mail/,
  },
  { name: 'bad ZIP', kind: 'parent', fields: (f) => void (f.parentZip = '6061'), status: 400, field: 'parentZip' },
  {
    name: 'name too long',
    kind: 'undergrad',
    fields: (f) => void (f.firstName = 'A'.repeat(101)),
    status: 400,
    field: 'firstName',
    message: /at most 100/,
  },
  {
    name: 'comments over 2000 characters',
    kind: 'high-school',
    fields: (f) => void (f.comments = 'a'.repeat(2001)),
    status: 400,
    field: 'comments',
    message: /at most 2000/,
  },
  {
    name: 'scholarship GPA over 4.00',
    kind: 'high-school',
    fields: (f) => void (f.gpa = '4.01'),
    status: 400,
    field: 'gpa',
    message: 'GPA must be a number from 0.00 to 4.00, like 3.25.',
  },
  {
    name: 'scholarship household neither yes nor no',
    kind: 'high-school',
    fields: (f) => void (f.singleParentHousehold = 'sometimes'),
    status: 400,
    field: 'singleParentHousehold',
    message: /Yes or No/,
  },
  {
    name: 'scholarship SSN confirmation differs',
    kind: 'high-school',
    fields: (f) => void (f.confirmSocial = '321-54-9876'),
    status: 400,
    field: 'confirmSocial',
    message: "The Social Security numbers you entered don't match.",
  },
  {
    name: 'scholarship address neither on one line nor in parts',
    kind: 'high-school',
    fields: (f) => void delete f.address,
    status: 400,
    field: 'address',
    message: 'Home address is required.',
  },
  {
    name: 'scholarship address in parts without its ZIP code',
    kind: 'high-school',
    fields: (f) => Object.assign(f, { address: '', street: '1 Main St', city: 'Macon', state: 'GA' }),
    status: 400,
    field: 'zip',
    message: 'ZIP code is required.',
  },
  {
    name: 'household size 0',
    kind: 'undergrad',
    fields: (f) => void (f.householdSize = '0'),
    status: 400,
    field: 'householdSize',
  },
  {
    name: 'unknown citizenship',
    kind: 'undergrad',
    fields: (f) => void (f.citizenship = 'Martian'),
    status: 400,
    field: 'citizenship',
    message: /from the list/,
  },
  {
    name: "'US permanent resident' on the high-school form",
    kind: 'high-school',
    fields: (f) => void (f.citizenship = 'US permanent resident'),
    status: 400,
    field: 'citizenship',
  },
  {
    name: 'unknown employment status',
    kind: 'parent',
    fields: (f) => void (f.employmentStatus = 'Retired'),
    status: 400,
    field: 'employmentStatus',
  },
  {
    name: 'unknown house option',
    kind: 'undergrad',
    fields: (f) => void (f.houseOwnedOrRent = 'Leased'),
    status: 400,
    field: 'houseOwnedOrRent',
  },
  { name: 'unknown state', kind: 'undergrad', fields: (f) => void (f.state = 'XX'), status: 400, field: 'state' },
  { name: 'unknown suffix', kind: 'parent', fields: (f) => void (f.parentSuffix = 'Esq.'), status: 400, field: 'parentSuffix' },
  {
    name: 'control characters',
    kind: 'undergrad',
    fields: (f) => void (f.city = 'Wash\u0000ington'),
    status: 400,
    field: 'city',
    message: /not allowed/,
  },
];

import {
  highSchoolFields,
  highSchoolFormFields,
  parentFields,
  undergradFields,
} from '../../../../tests/support/fixtures/applicants.js';
import { fieldErrorsFromIssues } from '../errors.js';
import {
  APPLICATION_FORMS,
  APPLICATION_KINDS,
  digitsOnly,
  downloadFileName,
  formatCents,
  formatUsDate,
  isRealIsoDate,
  maskSsn,
  moneyToCents,
  reviewSectionsOf,
  sanitizeFileName,
  sniffMediaType,
  yearsOf,
  YEAR_RANGES,
} from './index.js';

const samples = { undergrad: undergradFields, parent: parentFields, 'high-school': highSchoolFields };
/** What each browser form sends: the scholarship form sends its address in parts. */
const formSamples = { undergrad: undergradFields, parent: parentFields, 'high-school': highSchoolFormFields };

function errorsOf(kind: keyof typeof samples, overrides: Record<string, string>, { form = false } = {}) {
  const spec = APPLICATION_FORMS[kind];
  const result = (form ? spec.formSchema : spec.schema).safeParse(samples[kind](overrides));
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe.each(APPLICATION_KINDS)('the %s form', (kind) => {
  const spec = APPLICATION_FORMS[kind];

  it('accepts a complete sample, on the server and in the browser', () => {
    expect(spec.schema.safeParse(samples[kind]()).success).toBe(true);
    expect(spec.formSchema.safeParse(formSamples[kind]()).success).toBe(true);
  });

  it('puts every stored field in exactly one form section (or its alternative there), and every section field exists', () => {
    const inSections = spec.sections.flatMap((s) => s.fields);
    const onForm = spec.fields.filter((f) => inSections.includes(f.name) || !inSections.includes(f.alternative ?? ''));
    expect([...inSections].sort()).toEqual(onForm.map((f) => f.name).sort());
    expect(new Set(inSections).size).toBe(inSections.length);
    const reviewed = reviewSectionsOf(spec).flatMap((s) => s.fields);
    for (const name of reviewed) expect(spec.fields.map((f) => f.name)).toContain(name);
    expect(new Set(reviewed).size).toBe(reviewed.length);
  });

  it('gives every field and document a label unique within the form', () => {
    const labels = [...spec.fields, ...spec.confirmFields, ...spec.documents].map((f) => f.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const f of [...spec.fields, ...spec.documents]) expect(spec.labels[f.name]).toBe(f.label);
  });

  it('requires each required field with a message naming it', () => {
    for (const field of spec.fields.filter((f) => f.required && !f.alternative)) {
      const errors = errorsOf(kind, { [field.name]: '' });
      expect(errors[field.name], field.name).toBe(`${field.label} is required.`);
    }
  });

  it('lets optional fields be empty', () => {
    const optional = spec.fields.filter((f) => !f.required);
    for (const field of optional) expect(errorsOf(kind, { [field.name]: '' })).toEqual({});
  });

  it('takes only listed options in dropdowns', () => {
    for (const field of spec.fields.filter((f) => f.options)) {
      expect(errorsOf(kind, { [field.name]: 'Martian' })[field.name], field.name).toMatch(/from the list/);
    }
  });

  it('drops unknown keys and keeps the known ones', () => {
    const sample = samples[kind]();
    const result = spec.schema.safeParse({ ...sample, isAdmin: 'true' });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    const data = result.data as Record<string, unknown>;
    expect(data).not.toHaveProperty('isAdmin');
    for (const name of spec.fields.map((f) => f.name)) expect(data, name).toHaveProperty(name);
  });
});

describe('field formats', () => {
  it('checks SSN format and plausibility', () => {
    expect(errorsOf('undergrad', { socialSecurity: '123456789', confirmSocial: '123456789' }).socialSecurity).toMatch(
      /ddd-dd-dddd/,
    );
    expect(errorsOf('undergrad', { socialSecurity: '666-12-3456', confirmSocial: '666-12-3456' }).socialSecurity).toMatch(
      /not a valid/,
    );
    expect(errorsOf('undergrad', { socialSecurity: '123-00-3456', confirmSocial: '123-00-3456' }).socialSecurity).toMatch(
      /not a valid/,
    );
  });

  it('checks SSN confirmations: optional on the server, required in the browser', () => {
    expect(errorsOf('undergrad', { confirmSocial: '' })).toEqual({});
    expect(errorsOf('undergrad', { confirmSocial: '' }, { form: true }).confirmSocial).toBeDefined();
    expect(errorsOf('undergrad', { confirmSocial: '123-45-6780' }).confirmSocial).toBe(
      "The Social Security numbers you entered don't match.",
    );
    expect(errorsOf('parent', { studentConfirmSocial: '123-45-6780' }).studentConfirmSocial).toMatch(/don't match/);
    expect(errorsOf('parent', { parentConfirmSocial: '123-45-6780' }, { form: true }).parentConfirmSocial).toMatch(/don't match/);
  });

  it('refuses the same SSN for parent and student', () => {
    const same = {
      parentSocialSecurity: '234-56-7890',
      parentConfirmSocial: '234-56-7890',
      studentSocialSecurity: '234-56-7890',
      studentConfirmSocial: '234-56-7890',
    };
    expect(errorsOf('parent', same).studentSocialSecurity).toMatch(/differ/);
  });

  it('checks phones, money, years, dates, ZIP codes and e-mail', () => {
    expect(errorsOf('undergrad', { phone: '202-555-0147' }).phone).toMatch(/\(ddd\) ddd-dddd/);
    expect(errorsOf('undergrad', { loanAmount: '12.345' }).loanAmount).toMatch(/amount in dollars/);
    expect(errorsOf('undergrad', { loanAmount: '1,23.00' }).loanAmount).toMatch(/amount in dollars/);
    expect(errorsOf('undergrad', { grossIncome: '-5' }).grossIncome).toMatch(/amount in dollars/);
    expect(errorsOf('undergrad', { loanYear: '2019' }).loanYear).toMatch(/from the list/);
    expect(errorsOf('parent', { loanYear: '2015' })).toEqual({});
    expect(errorsOf('high-school', { yearGraduated: '2036' }).yearGraduated).toMatch(/from the list/);
    expect(errorsOf('undergrad', { yearEnrolled: '2024', yearGraduated: '2022', loanYear: '2024' }).yearGraduated).toMatch(
      /before/,
    );
    expect(errorsOf('undergrad', { dateOfBirth: '2001-02-30' }).dateOfBirth).toMatch(/real date/);
    expect(errorsOf('undergrad', { dateOfBirth: '2999-01-01' }).dateOfBirth).toMatch(/between 1900 and today/);
    expect(errorsOf('undergrad', { zip: '2000' }).zip).toMatch(/5 digits/);
    expect(errorsOf('undergrad', { email: 'not-an-email' }).email).toMatch(/valid e-mail/);
    expect(errorsOf('undergrad', { householdSize: '21' }).householdSize).toMatch(/1 to 20/);
    expect(errorsOf('high-school', { citizenship: 'US permanent resident' }).citizenship).toMatch(/from the list/);
  });

  it('parses money into cents', () => {
    expect(moneyToCents('48,250.75')).toBe(4_825_075);
    expect(moneyToCents('41000')).toBe(4_100_000);
    expect(moneyToCents('0.5')).toBe(50);
    expect(moneyToCents('10,000,000.01')).toBeNull();
    expect(moneyToCents('1e5')).toBeNull();
    expect(formatCents(4_825_075)).toBe('48,250.75');
  });

  it('helps with digits, masks, dates and years', () => {
    expect(digitsOnly('(202) 555-0147')).toBe('2025550147');
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(formatUsDate('2004-07-09')).toBe('07/09/2004');
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2023-02-29')).toBe(false);
    expect(yearsOf(YEAR_RANGES['high-school'])).toHaveLength(18);
  });
});

describe('documents', () => {
  it('marks the spec PDF-only fields', () => {
    const pdfOnly = Object.fromEntries(
      APPLICATION_KINDS.map((k) => [k, APPLICATION_FORMS[k].documents.filter((d) => d.pdfOnly).map((d) => d.name)]),
    );
    expect(pdfOnly).toEqual({
      undergrad: ['creditReport', 'loanHistory'],
      parent: [],
      'high-school': ['academicRecords', 'applicationEssay', 'recommendationLetter'],
    });
    expect(APPLICATION_FORMS.undergrad.documents).toHaveLength(7);
    expect(APPLICATION_FORMS.parent.documents).toHaveLength(7);
  });

  it('judges a file by its bytes', () => {
    expect(sniffMediaType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMediaType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe('image/jpeg');
    expect(sniffMediaType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffMediaType(new TextEncoder().encode('MZ\x90\0 not a pdf'))).toBeNull();
  });

  it('makes safe file names', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\boot.ini')).toBe('boot.ini');
    expect(sanitizeFileName('"evil"\r\n.pdf')).toBe('evil.pdf');
    expect(sanitizeFileName('')).toBe('document');
    expect(downloadFileName("O'Neil", 'transcript', 'application/pdf')).toBe('ONeil_transcript.pdf');
    expect(downloadFileName('Gonzalez', 'currentIncome', 'image/png')).toBe('Gonzalez_currentIncome.png');
  });
});

describe('dollars typed by staff, as cents', () => {
  it('reads separators, a dollar sign and up to 2 decimals', () => {
    expect(moneyToCents('$1,250.50', { dollarSign: true })).toBe(125050);
    expect(moneyToCents('2500', { dollarSign: true })).toBe(250000);
    expect(moneyToCents('0.5', { dollarSign: true })).toBe(50);
  });

  it('refuses what is not an amount, and a dollar sign where the forms never show one', () => {
    expect(moneyToCents('$1,250.50')).toBeNull();
    for (const text of ['', 'abc', '1.234', '-5', '123456789']) expect(moneyToCents(text, { dollarSign: true })).toBeNull();
  });
});

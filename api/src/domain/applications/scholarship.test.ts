import { describe, expect, it } from 'vitest';
import { highSchoolFields, highSchoolFormFields } from '../../../../tests/support/fixtures/applicants.js';
import { fieldErrorsFromIssues } from '../errors.js';
import { formatGpa, gpaToHundredths, highSchoolForm, highSchoolFormSchema, highSchoolSchema } from './index.js';

function parse(fields: Record<string, unknown>, { form = false } = {}) {
  const result = (form ? highSchoolFormSchema : highSchoolSchema).safeParse(fields);
  return result.success
    ? { data: result.data as Record<string, unknown>, errors: {} as Record<string, string> }
    : { data: null, errors: fieldErrorsFromIssues(result.error.issues) as Record<string, string> };
}

describe('the scholarship GPA', () => {
  it('reads the ways people write a GPA, in hundredths', () => {
    expect(gpaToHundredths('3.5')).toBe(350);
    expect(gpaToHundredths('3.50')).toBe(350);
    expect(gpaToHundredths('3')).toBe(300);
    expect(gpaToHundredths(' 2.05 ')).toBe(205);
    expect(gpaToHundredths('.5')).toBe(50);
    expect(gpaToHundredths('0')).toBe(0);
    expect(gpaToHundredths('0.00')).toBe(0);
    expect(gpaToHundredths('4')).toBe(400);
    expect(gpaToHundredths('4.00')).toBe(400);
    expect(formatGpa(350)).toBe('3.50');
    expect(formatGpa(205)).toBe('2.05');
  });

  it('refuses what is not a GPA from 0.00 to 4.00 with two decimals at most', () => {
    for (const bad of ['4.01', '4.1', '5', 'abc', '3.555', '-1', '3,5', '1e0', '3.', '', '10'])
      expect(gpaToHundredths(bad), bad).toBeNull();
  });

  it('is optional, stored in hundredths, and a GPA below 2.5 is accepted (the minimum is explained, not enforced)', () => {
    expect(parse(highSchoolFields({ gpa: '3.5' })).data?.gpa).toBe(350);
    expect(parse(highSchoolFields({ gpa: '3.50' })).data?.gpa).toBe(350);
    expect(parse(highSchoolFields({ gpa: '2.1' })).data?.gpa).toBe(210);
    expect(parse(highSchoolFields({ gpa: '' })).data?.gpa).toBeNull();
    expect(parse({ ...highSchoolFields(), gpa: undefined }).data?.gpa).toBeNull();
    expect(parse({ ...highSchoolFields(), gpa: 3.25 }).data?.gpa).toBe(325);
  });

  it('names the field and the scale when refused', () => {
    for (const bad of ['4.01', 'abc'])
      expect(parse(highSchoolFields({ gpa: bad })).errors).toEqual({ gpa: 'GPA must be a number from 0.00 to 4.00, like 3.25.' });
  });

  it('explains the 2.5 minimum next to the field', () => {
    const gpa = highSchoolForm.fields.find((f) => f.name === 'gpa')!;
    expect(gpa).toMatchObject({ kind: 'gpa', required: false });
    expect(gpa.help).toMatch(/at least 2\.5/);
    expect(gpa.help).toMatch(/may still apply/);
  });
});

describe('the single-parent household question', () => {
  it('takes yes or no from a form, true or false from GraphQL, and may be left unanswered', () => {
    expect(parse(highSchoolFields({ singleParentHousehold: 'yes' })).data?.singleParentHousehold).toBe(true);
    expect(parse(highSchoolFields({ singleParentHousehold: 'no' })).data?.singleParentHousehold).toBe(false);
    expect(parse({ ...highSchoolFields(), singleParentHousehold: true }).data?.singleParentHousehold).toBe(true);
    expect(parse({ ...highSchoolFields(), singleParentHousehold: false }).data?.singleParentHousehold).toBe(false);
    expect(parse(highSchoolFields({ singleParentHousehold: '' })).data?.singleParentHousehold).toBeNull();
    const { singleParentHousehold: _left, gpa: _out, ...without } = highSchoolFields();
    expect(parse(without).data).toMatchObject({ singleParentHousehold: null, gpa: null });
  });

  it('refuses any other answer', () => {
    expect(parse(highSchoolFields({ singleParentHousehold: 'maybe' })).errors).toEqual({
      singleParentHousehold: 'Choose single-parent household from the list: Yes or No.',
    });
  });
});

describe('the scholarship SSN confirmation', () => {
  it('must match when sent, with the message of the other forms', () => {
    expect(parse(highSchoolFields({ socialSecurity: '234-56-7891', confirmSocial: '234-56-7890' })).errors).toEqual({
      confirmSocial: "The Social Security numbers you entered don't match.",
    });
  });

  it('is optional for API clients and required on the form', () => {
    expect(parse(highSchoolFields({ confirmSocial: '' })).errors).toEqual({});
    // The same rule and message as the undergraduate form's confirmation.
    expect(parse(highSchoolFormFields({ confirmSocial: '' }), { form: true }).errors.confirmSocial).toMatch(
      /^Confirm Social Security number /,
    );
  });
});

describe('the scholarship home address', () => {
  it('keeps the spec’s one-line address exactly as sent', () => {
    const { data } = parse(highSchoolFields({ address: '8 Birch Court, Bowie, MD 20715' }));
    expect(data).toMatchObject({ address: '8 Birch Court, Bowie, MD 20715', street: null, city: null, state: null, zip: null });
  });

  it('makes the one line from the parts, and keeps the parts', () => {
    const { data } = parse(highSchoolFormFields());
    expect(data).toMatchObject({
      address: '77 Peachtree St NE, Atlanta, GA 30303',
      street: '77 Peachtree St NE',
      city: 'Atlanta',
      state: 'GA',
      zip: '30303',
    });
    expect(parse(highSchoolFormFields(), { form: true }).data?.address).toBe('77 Peachtree St NE, Atlanta, GA 30303');
  });

  it('wants every part once one is sent, each with its own message', () => {
    expect(parse(highSchoolFields({ address: '', street: '1 Main St' })).errors).toEqual({
      city: 'City is required.',
      state: 'State is required.',
      zip: 'ZIP code is required.',
    });
    expect(parse(highSchoolFormFields({ zip: '3030' })).errors).toEqual({
      zip: 'ZIP code must be 5 digits, or ZIP+4 like 20001-1234.',
    });
    expect(parse(highSchoolFormFields({ state: 'XX' })).errors).toEqual({ state: 'Choose state from the list.' });
  });

  it('asks for the home address, as before, when neither way is sent', () => {
    expect(parse(highSchoolFields({ address: '' })).errors).toEqual({ address: 'Home address is required.' });
  });

  it('asks the form for the parts, never for the one line', () => {
    expect(parse(highSchoolFormFields({ street: '', city: '' }), { form: true }).errors).toEqual({
      street: 'Street address is required.',
      city: 'City is required.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { highSchoolForm } from '@domain/applications/high-school';
import { parentForm } from '@domain/applications/parent';
import { undergradForm } from '@domain/applications/undergrad';
import { formMessages } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { FORM_ERROR, ssnPairs, validateApplication, type ApplicationDraft } from './application-validation';
import { describeProgress, formatBytes } from './upload';

const pdf = (name: string, size = 2000) =>
  new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(size)], name, { type: 'application/pdf' });
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], name, { type: 'image/png' });

const highSchoolValues = {
  firstName: 'Maya',
  lastName: 'Brooks',
  dateOfBirth: '2007-03-14',
  citizenship: 'US resident',
  socialSecurity: '123-45-6789',
  confirmSocial: '123-45-6789',
  email: 'maya@example.com',
  phone: '(202) 555-0147',
  // The form asks for the address in parts and sends no one-line address.
  address: '',
  street: '12 Elm Street',
  city: 'Washington',
  state: 'DC',
  zip: '20001',
  highSchoolAttended: 'Roosevelt High School',
  yearGraduated: '2025',
  gpa: '',
  collegeAccepted: 'University of Maryland',
  singleParentHousehold: '',
  comments: '',
};

function highSchoolDraft(change: Partial<ApplicationDraft> = {}): ApplicationDraft {
  return {
    values: { ...highSchoolValues },
    files: { academicRecords: pdf('records.pdf'), applicationEssay: pdf('essay.pdf'), recommendationLetter: pdf('letter.pdf') },
    consent: true,
    ...change,
  };
}

describe('validateApplication (client rules of spec §5 with the shared schemas)', () => {
  it('passes a complete high-school application', async () => {
    expect(await validateApplication(highSchoolForm, highSchoolDraft())).toEqual({});
  });

  it('pairs each SSN with its confirmation', () => {
    expect(ssnPairs(undergradForm)).toEqual([['socialSecurity', 'confirmSocial']]);
    expect(ssnPairs(parentForm)).toEqual([
      ['parentSocialSecurity', 'parentConfirmSocial'],
      ['studentSocialSecurity', 'studentConfirmSocial'],
    ]);
    expect(ssnPairs(highSchoolForm)).toEqual([['socialSecurity', 'confirmSocial']]);
  });

  it('requires every starred field, every document and consent', async () => {
    const errors = await validateApplication(highSchoolForm, { values: {}, files: {}, consent: false });
    const onForm = highSchoolForm.sections.flatMap((s) => s.fields);
    for (const field of highSchoolForm.fields.filter((f) => f.required && onForm.includes(f.name)))
      expect(errors, field.name).toHaveProperty(field.name);
    expect(errors.confirmSocial).toBeDefined();
    // Optional answers and the one-line address, which the form does not show, are never flagged.
    for (const name of ['comments', 'gpa', 'singleParentHousehold', 'address']) expect(errors).not.toHaveProperty(name);
    for (const doc of highSchoolForm.documents)
      expect(errors[doc.name]).toBe(`${doc.label} is required. Please attach the file.`);
    expect(errors.consent).toBe(formMessages.consentRequired);
  });

  it('accepts only PDF in PDF-only fields, judged by the bytes', async () => {
    const renamed = new File([png('x').slice()], 'records.pdf', { type: 'application/pdf' });
    const draft = highSchoolDraft();
    draft.files.academicRecords = renamed;
    draft.files.applicationEssay = png('essay.png');
    const errors = await validateApplication(highSchoolForm, draft);
    expect(errors.academicRecords).toBe('Academic records must be a PDF file.');
    expect(errors.applicationEssay).toBe('Application essay must be a PDF file.');
  });

  it('refuses files over the size limits', async () => {
    const errors = await validateApplication(highSchoolForm, highSchoolDraft(), { fileBytes: 1000, requestBytes: 5000 });
    expect(errors.academicRecords).toMatch(/larger than/);
    const total = await validateApplication(highSchoolForm, highSchoolDraft(), { fileBytes: 10_000, requestBytes: 5000 });
    expect(total[FORM_ERROR]).toMatch(/too large/);
  });

  it('blocks the scholarship form on an SSN mismatch, and on a GPA over 4.00 (but not under 2.5)', async () => {
    const mismatch = await validateApplication(
      highSchoolForm,
      highSchoolDraft({ values: { ...highSchoolValues, confirmSocial: '123-45-6780' } }),
    );
    expect(mismatch).toEqual({ confirmSocial: messages.ssnMismatch });
    const over = await validateApplication(highSchoolForm, highSchoolDraft({ values: { ...highSchoolValues, gpa: '4.01' } }));
    expect(over).toEqual({ gpa: 'GPA must be a number from 0.00 to 4.00, like 3.25.' });
    const low = await validateApplication(
      highSchoolForm,
      highSchoolDraft({ values: { ...highSchoolValues, gpa: '2.1', singleParentHousehold: 'yes' } }),
    );
    expect(low).toEqual({});
  });

  it('blocks the undergraduate form on an SSN mismatch', async () => {
    const values = { socialSecurity: '123-45-6789', confirmSocial: '123-45-6780' };
    const errors = await validateApplication(undergradForm, { values, files: {}, consent: true });
    expect(errors.confirmSocial).toBe(messages.ssnMismatch);
  });

  it('checks both SSN pairs of the parent form', async () => {
    const values = {
      parentSocialSecurity: '123-45-6789',
      parentConfirmSocial: '123-45-6789',
      studentSocialSecurity: '234-56-7890',
      studentConfirmSocial: '234-56-7899',
    };
    const errors = await validateApplication(parentForm, { values, files: {}, consent: true });
    expect(errors.studentConfirmSocial).toBe(messages.ssnMismatch);
    expect(errors).not.toHaveProperty('parentConfirmSocial');
    const both = await validateApplication(parentForm, {
      values: { ...values, parentConfirmSocial: '123-45-6788' },
      files: {},
      consent: true,
    });
    expect(both.parentConfirmSocial).toBe(messages.ssnMismatch);
  });
});

describe('upload progress text', () => {
  it('states percent and size', () => {
    expect(describeProgress({ loaded: 3_250_000, total: 7_700_000 })).toBe('42% · 3.1 MB of 7.3 MB');
    expect(describeProgress({ loaded: 0, total: 0 })).toBe('0% · 0 B of 0 B');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
  });
});

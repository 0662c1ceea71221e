import { describe, expect, it } from 'vitest';
import { parentForm } from '@domain/applications/parent';
import { undergradForm } from '@domain/applications/undergrad';
import { highSchoolForm } from '@domain/applications/high-school';
import { DRAFT_MAX_AGE_MS, draftKey, keptFieldNames, parseDraft, serializeDraft } from './draft';

const NOW = Date.UTC(2026, 10, 23, 9, 30);

/** What FormData gives for a filled parent form: text, both SSN pairs, seven files and the consent. */
function filledParentEntries(): [string, unknown][] {
  const file = { name: 'credit-report.pdf', size: 1234, type: 'application/pdf' };
  return [
    ['parentFirstName', 'Maria'],
    ['parentLastName', 'Lopez'],
    ['parentSocialSecurity', '123-45-6789'],
    ['confirmParentSocial', '123-45-6789'],
    ['studentSocialSecurity', '987-65-4321'],
    ['confirmStudentSocial', '987-65-4321'],
    ['parentEmail', 'maria@example.com'],
    ['parentPhone', '(202) 555-0147'],
    ['parentZip', '20001-1234'],
    ['parentState', 'MD'],
    ['loanAmount', '25,000.00'],
    ['householdSize', '4'],
    ['parentMidInitial', ''],
    ['creditReport', file],
    ['loanHistory', file],
    ['consent', 'on'],
  ];
}

describe('form drafts', () => {
  const kept = keptFieldNames(parentForm.fields, parentForm.ssnFields);

  it('never keep an SSN, its confirmation, a document or the consent, whatever the form', () => {
    for (const spec of [undergradForm, parentForm, highSchoolForm]) {
      const names = keptFieldNames(spec.fields, spec.ssnFields);
      for (const ssn of spec.ssnFields) expect(names.has(ssn), `${spec.kind} ${ssn}`).toBe(false);
      for (const confirm of spec.confirmFields) expect(names.has(confirm.name), `${spec.kind} ${confirm.name}`).toBe(false);
      for (const doc of spec.documents) expect(names.has(doc.name), `${spec.kind} ${doc.name}`).toBe(false);
      expect(names.has('consent')).toBe(false);
      for (const field of spec.fields.filter((f) => f.kind === 'ssn' || f.sensitive)) expect(names.has(field.name)).toBe(false);
      // …and it does keep the ordinary answers.
      expect(names.size).toBeGreaterThan(5);
    }
  });

  it('serializes the typed answers only: no SSN digits, no file, no consent, no blanks', () => {
    const raw = serializeDraft(filledParentEntries(), kept, NOW)!;
    expect(raw).not.toMatch(/6789|4321|123-45|987-65/);
    expect(raw).not.toMatch(/credit-report|consent|SocialSecurity|confirm/i);
    expect(JSON.parse(raw)).toEqual({
      savedAt: NOW,
      values: {
        parentFirstName: 'Maria',
        parentLastName: 'Lopez',
        parentEmail: 'maria@example.com',
        parentPhone: '(202) 555-0147',
        parentZip: '20001-1234',
        parentState: 'MD',
        loanAmount: '25,000.00',
        householdSize: '4',
      },
    });
  });

  it('keeps nothing that looks like an SSN, even typed into another field', () => {
    for (const ssn of ['123-45-6789', '123456789', '123 45 6789', ' 123.45.6789 ']) {
      expect(
        serializeDraft(
          [
            ['parentFirstName', 'Maria'],
            ['parentAddress', ssn],
          ],
          kept,
          NOW,
        ),
      ).toBe(JSON.stringify({ savedAt: NOW, values: { parentFirstName: 'Maria' } }));
    }
    // A phone number or a ZIP+4 is not an SSN.
    expect(
      JSON.parse(
        serializeDraft(
          [
            ['parentPhone', '(202) 555-0147'],
            ['parentZip', '20001-1234'],
          ],
          kept,
          NOW,
        )!,
      ).values,
    ).toEqual({
      parentPhone: '(202) 555-0147',
      parentZip: '20001-1234',
    });
  });

  it('leaves no draft for an untouched form', () => {
    expect(
      serializeDraft(
        [
          ['parentFirstName', '  '],
          ['consent', 'on'],
          ['parentSocialSecurity', '123-45-6789'],
        ],
        kept,
        NOW,
      ),
    ).toBeNull();
  });

  it('reads back its own draft', () => {
    const raw = serializeDraft(filledParentEntries(), kept, NOW);
    expect(parseDraft(raw, kept, NOW + 60_000)?.values.parentFirstName).toBe('Maria');
  });

  it('drops an old, a future, a broken or a foreign draft', () => {
    const raw = serializeDraft(filledParentEntries(), kept, NOW);
    expect(parseDraft(raw, kept, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(parseDraft(raw, kept, NOW - 10 * 60_000)).toBeNull();
    expect(parseDraft('{not json', kept, NOW)).toBeNull();
    expect(parseDraft('"text"', kept, NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: 'today', values: {} }), kept, NOW)).toBeNull();
    expect(parseDraft(null, kept, NOW)).toBeNull();
  });

  it('filters a stored draft again, so a tampered one cannot fill an SSN or an unknown field', () => {
    const tampered = JSON.stringify({
      savedAt: NOW,
      values: {
        parentSocialSecurity: '123-45-6789',
        confirmParentSocial: '123-45-6789',
        consent: 'on',
        admin: 'yes',
        parentCity: 'Silver Spring',
      },
    });
    expect(parseDraft(tampered, kept, NOW)).toEqual({ savedAt: NOW, values: { parentCity: 'Silver Spring' } });
  });

  it('keeps one draft per form, under a versioned key', () => {
    expect(draftKey('parent')).toBe('odf:form-draft:v1:parent');
    expect(draftKey('undergrad')).not.toBe(draftKey('parent'));
  });
});

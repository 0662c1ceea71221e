import { describe, expect, it } from 'vitest';
import {
  contactFields,
  contactMessageSchema,
  VOLUNTEER_ROLES,
  volunteerFields,
  volunteerRequestSchema,
} from './message-forms.js';

describe('message form fields', () => {
  it('name exactly the fields their schemas check, in the order the forms show them', () => {
    expect(contactFields.map((f) => f.name)).toEqual(Object.keys(contactMessageSchema.shape));
    expect(volunteerFields.map((f) => f.name)).toEqual(Object.keys(volunteerRequestSchema.shape));
  });

  it('mark as optional exactly what the schema lets be left out', () => {
    for (const [fields, schema] of [
      [contactFields, contactMessageSchema],
      [volunteerFields, volunteerRequestSchema],
    ] as const) {
      for (const field of fields) {
        const leftOut = schema.safeParse({ ...validOf(fields), [field.name]: '' });
        expect({ name: field.name, optional: leftOut.success }).toEqual({ name: field.name, optional: !field.required });
      }
    }
  });

  it('offer the spec volunteer roles as the dropdown options', () => {
    const role = volunteerFields.find((f) => f.name === 'volunteerRole');
    expect(role?.options?.map((o) => o.value)).toEqual([...VOLUNTEER_ROLES]);
  });
});

function validOf(fields: typeof contactFields): Record<string, string> {
  const sample: Record<string, string> = { name: 'Ada Lovelace', email: 'ada@example.org', volunteerRole: 'Other' };
  return Object.fromEntries(fields.map((f) => [f.name, sample[f.name] ?? 'Some text']));
}

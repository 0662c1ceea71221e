import { describe, expect, it } from 'vitest';
import { criterionSchema } from './inputs.js';
import { DEFAULT_RUBRICS } from './rubric.js';
import { answerNote, linkableAnswers } from './rubric-answers.js';

describe('answers a rubric criterion can show beside the score', () => {
  it('offers what staff read on the detail page, never a Social Security number', () => {
    const scholarship = linkableAnswers('high-school').map((a) => a.name);
    expect(scholarship).toEqual(expect.arrayContaining(['gpa', 'singleParentHousehold', 'highSchoolAttended', 'address']));
    expect(scholarship).not.toContain('socialSecurity');
    expect(linkableAnswers('parent').map((a) => a.name)).not.toEqual(expect.arrayContaining(['parentSocialSecurity']));
    expect(linkableAnswers('parent').some((a) => /SocialSecurity/.test(a.name))).toBe(false);
    expect(linkableAnswers('high-school').find((a) => a.name === 'gpa')).toEqual({ name: 'gpa', label: 'GPA' });
  });

  it('links the seeded scholarship criteria to the GPA and household answers', () => {
    const linked = Object.fromEntries(DEFAULT_RUBRICS['high-school'].map((c) => [c.key, c.field ?? null]));
    expect(linked).toMatchObject({ academics: 'gpa', singleParentHousehold: 'singleParentHousehold', essay: null });
    for (const c of DEFAULT_RUBRICS['high-school'].filter((r) => r.field))
      expect(linkableAnswers('high-school').map((a) => a.name)).toContain(c.field);
  });

  it('notes the 2.5 GPA guide and the household preference, without setting a score', () => {
    expect(answerNote('gpa', '3.45')).toBe('Meets the 2.5 minimum.');
    expect(answerNote('gpa', '2.50')).toBe('Meets the 2.5 minimum.');
    expect(answerNote('gpa', '2.49')).toBe('Below the 2.5 minimum, which is a guide, not a bar.');
    expect(answerNote('gpa', null)).toBeNull();
    expect(answerNote('singleParentHousehold', 'Yes')).toBe('The scholarship prefers single-parent households.');
    expect(answerNote('singleParentHousehold', 'No')).toBeNull();
    expect(answerNote('collegeAccepted', 'Spelman College')).toBeNull();
  });

  it('lets a criterion name an answer, or none', () => {
    const base = { key: 'academics', label: 'GPA and academics', maxPoints: 10, weight: 3 };
    expect(criterionSchema.parse({ ...base, field: 'gpa' }).field).toBe('gpa');
    expect(criterionSchema.parse(base).field).toBeNull();
    expect(criterionSchema.parse({ ...base, field: null }).field).toBeNull();
    expect(criterionSchema.safeParse({ ...base, field: 'x; DROP' }).success).toBe(false);
  });
});

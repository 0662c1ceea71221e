/**
 * The form answers a rubric criterion can show beside the score, and the short notes a reviewer
 * gets with them where the program states a rule (spec §1): the scholarship asks for a GPA of at
 * least 2.5 (a guide, never enforced) and prefers single-parent households.
 */
import { APPLICATION_FORMS, SCHOLARSHIP_MINIMUM_GPA, reviewSectionsOf, type ApplicationKind } from '../applications/index.js';

export interface RubricAnswerChoice {
  /** The form's field name, e.g. gpa. */
  name: string;
  label: string;
}

/** The answers staff read on the detail page, without Social Security numbers, in its order. */
export function linkableAnswers(kind: ApplicationKind): RubricAnswerChoice[] {
  const form = APPLICATION_FORMS[kind];
  return reviewSectionsOf(form)
    .flatMap((s) => s.fields)
    .map((name) => form.fields.find((f) => f.name === name)!)
    .filter((f) => !f.sensitive)
    .map((f) => ({ name: f.name, label: f.label }));
}

/**
 * What a reviewer should know about an answer as shown on the detail page ("3.45", "Yes"), or
 * null when there is nothing to add. The note informs the score; it never sets it.
 */
export function answerNote(field: string, shown: string | null): string | null {
  if (shown === null) return null;
  if (field === 'gpa') {
    const gpa = Number(shown);
    if (!Number.isFinite(gpa)) return null;
    const minimum = SCHOLARSHIP_MINIMUM_GPA.toFixed(1);
    return gpa >= SCHOLARSHIP_MINIMUM_GPA
      ? `Meets the ${minimum} minimum.`
      : `Below the ${minimum} minimum, which is a guide, not a bar.`;
  }
  if (field === 'singleParentHousehold' && shown === 'Yes') return 'The scholarship prefers single-parent households.';
  return null;
}

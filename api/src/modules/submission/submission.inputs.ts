import { GraphQLUpload } from 'graphql-upload-minimal';
import { Field, InputType, Int } from 'type-graphql';
import { APPLICATION_FORMS, type ApplicationFormSpec, type FieldSpec } from '../../domain/applications/index.js';
import { RECOMMENDER_ROLES, type RECOMMENDER_FIELDS } from '../../domain/letters.js';

/**
 * The GraphQL inputs of the three submit mutations, declared from the shared form rules so the
 * schema can never list a field the rules do not check (docs/decisions/020). Each input field
 * has the spec's name; the zod rules then check it exactly as for the REST form.
 */
function describe(spec: FieldSpec): string {
  const parts = [spec.label + '.'];
  if (spec.kind === 'ssn') parts.push('Format ddd-dd-dddd.');
  if (spec.kind === 'phone') parts.push('Format (ddd) ddd-dddd.');
  if (spec.kind === 'money') parts.push('Dollars, thousands separators allowed, up to 2 decimals, e.g. 12,500.00.');
  if (spec.kind === 'date') parts.push('YYYY-MM-DD.');
  if (spec.kind === 'gpa') parts.push('Optional. On a 4.0 scale, 0.00 to 4.00 with at most 2 decimals, e.g. 3.5 or 3.50.');
  if (spec.kind === 'yesNo') parts.push('Optional. true for yes, false for no; leave out when not answered.');
  if (spec.help && spec.kind !== 'gpa') parts.push(spec.help);
  if (spec.alternative === 'address') parts.push('Required unless the one-line address is given instead.');
  else if (spec.alternative)
    parts.push('Required unless street, city, state and zip are given instead; it is then made from them.');
  if (spec.options && spec.kind !== 'year' && spec.kind !== 'yesNo') {
    const values = spec.options.map((o) => o.value);
    parts.push(
      values.length > 10
        ? `One of the ${values.length} listed codes (e.g. ${values.slice(0, 3).join(', ')}).`
        : `One of: ${values.join(', ')}.`,
    );
  }
  if (spec.kind === 'year' && spec.options)
    parts.push(`From ${spec.options[0]!.value} to ${spec.options[spec.options.length - 1]!.value}.`);
  if (spec.maxLength && (spec.kind === 'text' || spec.kind === 'textarea')) parts.push(`At most ${spec.maxLength} characters.`);
  return parts.join(' ');
}

/** The recommender's controls (issue 38): checked only when the program's cycle asks for a letter. */
const WHEN_ASKED =
  "Required when the program's current cycle asks for a letter of recommendation (ProgramCycle.lettersRequired = 1); ignored otherwise.";
const RECOMMENDER_INPUTS: Record<(typeof RECOMMENDER_FIELDS)[number], string> = {
  recommenderName: "The recommender's name, at most 100 characters.",
  recommenderEmail: "The recommender's e-mail address: the private link to upload the letter is sent there.",
  recommenderRole: `Who the recommender is to the applicant. One of: ${RECOMMENDER_ROLES.join(', ')}.`,
  lettersWaiver: '"yes" when the applicant waives the right to read the letter, "no" otherwise.',
};

type AnyClass = new () => object;

function namedClass(name: string): AnyClass {
  return { [name]: class {} }[name]!;
}

function applicationInput(name: string, form: ApplicationFormSpec): AnyClass {
  const Input = namedClass(name);
  InputType(name, { description: `The answers of the ${form.title.toLowerCase()}.` })(Input);
  for (const spec of [...form.fields, ...form.confirmFields]) {
    const numeric = spec.kind === 'year' || spec.kind === 'number';
    const optional = !spec.required || !!spec.alternative || form.confirmFields.includes(spec);
    const description = form.confirmFields.includes(spec)
      ? `${describe(spec)} Optional; when given it must match.`
      : describe(spec);
    const type = spec.kind === 'yesNo' ? Boolean : numeric ? Int : String;
    Field(() => type, { nullable: optional, description })(Input.prototype, spec.name);
  }
  for (const [name, description] of Object.entries(RECOMMENDER_INPUTS))
    Field(() => String, { nullable: true, description: `${description} ${WHEN_ASKED}` })(Input.prototype, name);
  return Input;
}

function documentsInput(name: string, form: ApplicationFormSpec): AnyClass {
  const Input = namedClass(name);
  InputType(name, { description: `The documents of the ${form.title.toLowerCase()}; every one is required.` })(Input);
  for (const doc of form.documents) {
    const types = doc.pdfOnly ? 'PDF only' : 'PDF, JPEG or PNG';
    Field(() => GraphQLUpload, { description: `${doc.label}: ${doc.hint} ${types}, at most 10 MB by default.` })(
      Input.prototype,
      doc.name,
    );
  }
  return Input;
}

export const UndergradApplicationInput = applicationInput('UndergradApplicationInput', APPLICATION_FORMS.undergrad);
export const UndergradDocumentsInput = documentsInput('UndergradDocumentsInput', APPLICATION_FORMS.undergrad);
export const ParentApplicationInput = applicationInput('ParentApplicationInput', APPLICATION_FORMS.parent);
export const ParentDocumentsInput = documentsInput('ParentDocumentsInput', APPLICATION_FORMS.parent);
export const HighSchoolApplicationInput = applicationInput('HighSchoolApplicationInput', APPLICATION_FORMS['high-school']);
export const HighSchoolDocumentsInput = documentsInput('HighSchoolDocumentsInput', APPLICATION_FORMS['high-school']);

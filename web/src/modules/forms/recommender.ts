/**
 * The recommender's four controls on an application form (issue 38), asked only when the
 * program's cycle asks for a letter. Pure functions over FormData, so they are unit-tested
 * without a browser; the rules are the server's own (recommenderFormSchema), loaded on the first
 * submit like the form's other rules, so the page's first load carries no rules library.
 */
import { fieldErrorsFromIssues } from '@domain/errors';
import { RECOMMENDER_FIELDS } from '@domain/letters-vocabulary';

/** What a draft may keep of them: the name, e-mail and role as typed, never the waiver (a choice made again). */
export const KEPT_RECOMMENDER_FIELDS = ['recommenderName', 'recommenderEmail', 'recommenderRole'] as const;

/** The four values as the form holds them ('' when not given). */
export function recommenderValues(data: FormData): Record<string, string> {
  return Object.fromEntries(RECOMMENDER_FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
}

/** The fields to correct, with the server's English messages (the page translates them). */
export async function recommenderErrors(data: FormData): Promise<Record<string, string>> {
  const { recommenderFormSchema } = await import('@domain/letters');
  const values: Record<string, string | undefined> = recommenderValues(data);
  // No choice made is "not given", so the waiver's own message shows rather than an enum's.
  if (values.lettersWaiver === '') values.lettersWaiver = undefined;
  const parsed = recommenderFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}

/** Adds the four to the multipart body, after the form's own fields. */
export function appendRecommender(body: FormData, data: FormData): void {
  for (const [name, value] of Object.entries(recommenderValues(data))) body.append(name, value);
}

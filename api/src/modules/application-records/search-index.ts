import type { EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { asRow, KINDS, type ApplicantEntity } from './kinds.js';
import { applicationTerms } from '../../domain/search-terms.js';

/**
 * The staff list's search index (docs/decisions/280): one row per term of an application's
 * searched values, written and deleted in the transaction that writes or deletes the
 * application, so a list never finds what is not there, nor misses what is.
 */
export const SEARCH_TERMS_TABLE = 'application_search_terms';

/**
 * Where the applicant studies, which a search also matches ("Howard", "Biology"). Plain columns:
 * only Social Security numbers are encrypted at rest.
 */
const STUDY_FIELDS: Record<ApplicationKind, readonly string[]> = {
  'high-school': ['collegeAccepted'],
  undergrad: ['collegeAttended', 'collegeMajor'],
  parent: ['collegeAttended', 'collegeMajor'],
};

/** What a search word is matched against: name, e-mail, reference, college or major. */
export function searchedProperties(kind: ApplicationKind): string[] {
  const f = KINDS[kind].form.nameFields;
  return [f.firstName, f.lastName, f.email, 'reference', ...STUDY_FIELDS[kind]];
}

/** The index terms of one application. */
export function termsOfApplication(kind: ApplicationKind, entity: ApplicantEntity): string[] {
  const row = asRow(entity);
  return applicationTerms(searchedProperties(kind).map((p) => row[p] as string | null | undefined));
}

/** Rows of one multi-row INSERT: well under every driver's limit on bound values. */
const ROWS_PER_INSERT = 300;

/** Adds the terms of applications to the index (none of them may be indexed already). */
export async function insertSearchTerms(
  manager: EntityManager,
  kind: ApplicationKind,
  applications: readonly ApplicantEntity[],
): Promise<void> {
  const rows = applications.flatMap((a) => termsOfApplication(kind, a).map((term) => [kind, term, a.id]));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const batch = rows.slice(i, i + ROWS_PER_INSERT);
    await manager.query(
      `INSERT INTO ${SEARCH_TERMS_TABLE} (applicant_kind, term, applicant_id) VALUES ${batch.map(() => '(?, ?, ?)').join(', ')}`,
      batch.flat(),
    );
  }
}

/** Takes an application out of the index (it is being deleted, or is about to be indexed anew). */
export async function deleteSearchTerms(manager: EntityManager, kind: ApplicationKind, id: number): Promise<void> {
  await manager.query(`DELETE FROM ${SEARCH_TERMS_TABLE} WHERE applicant_kind = ? AND applicant_id = ?`, [kind, id]);
}

/**
 * Indexes an application again after its searched values changed: whatever changes a name,
 * e-mail, college or major calls this in the same transaction as the change.
 */
export async function reindexApplication(manager: EntityManager, kind: ApplicationKind, id: number): Promise<void> {
  await deleteSearchTerms(manager, kind, id);
  const entity = await manager.findOneBy(KINDS[kind].entity, { id });
  if (entity) await insertSearchTerms(manager, kind, [entity]);
}

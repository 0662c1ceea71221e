import { APPLICATION_KINDS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { documentsFor, type UploadFiles } from '../support/fixtures/application-requests.js';
import type { TestApp } from '../support/test-app.js';

/** Good documents for each form, to send beside bad fields. */
export async function documentsForEachForm(): Promise<Record<ApplicationKind, UploadFiles>> {
  const docs = {} as Record<ApplicationKind, UploadFiles>;
  for (const kind of APPLICATION_KINDS) docs[kind] = await documentsFor(kind);
  return docs;
}

/** Applications and documents stored, all forms together: a refusal must leave it at 0. */
export async function storedRows(app: TestApp): Promise<number> {
  let n = await app.services.infra.db.getRepository(ApplicationDocument).count();
  for (const kind of APPLICATION_KINDS) n += await app.services.infra.db.getRepository(KINDS[kind].entity).count();
  return n;
}

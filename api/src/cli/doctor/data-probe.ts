import type { DataSource } from 'typeorm';
import { APPLICATION_KINDS } from '../../domain/applications/index.js';
import { ApplicationDocumentPart } from '../../modules/application-records/application-document.entity.js';
import { KINDS, sealedProp, ssnAssociatedData, type Row } from '../../modules/application-records/kinds.js';
import { partAssociatedData } from '../../modules/documents/staged-document.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';

/**
 * Proves a key opens a database's data: the doctor runs it on the live database, the restore
 * check on a restored backup. It opens one sealed SSN and one document part (the newest of
 * each) and throws DecryptionError when the key cannot; 'none' when there is nothing to open yet.
 * It reveals nothing: the opened values are dropped at once.
 */
export interface ProbeResult {
  ssn: 'opened' | 'none';
  document: 'opened' | 'none';
}

export async function probeSealedData(db: DataSource, cipher: PiiCipher): Promise<ProbeResult> {
  let ssn: ProbeResult['ssn'] = 'none';
  for (const kind of APPLICATION_KINDS) {
    const repo = db.getRepository(KINDS[kind].entity);
    const idProp = repo.metadata.primaryColumns[0]!.propertyName;
    const field = KINDS[kind].form.ssnFields[0];
    if (!field) continue;
    const row = (await repo
      .createQueryBuilder('a')
      .select([`a.${idProp}`, 'a.reference', `a.${sealedProp(field)}`])
      .where(`a.${sealedProp(field)} IS NOT NULL`)
      .orderBy(`a.${idProp}`, 'DESC')
      .limit(1)
      .getOne()) as unknown as Row | null;
    const sealed = row?.[sealedProp(field)];
    if (typeof sealed !== 'string') continue;
    cipher.openText(sealed, ssnAssociatedData(kind, row!.reference, field));
    ssn = 'opened';
    break;
  }
  const part = await db.getRepository(ApplicationDocumentPart).findOne({ where: {}, order: { fileId: 'DESC', partNo: 'ASC' } });
  if (part) cipher.open(part.sealedBytes, partAssociatedData(part.fileId, part.partNo));
  return { ssn, document: part ? 'opened' : 'none' };
}

/** Rows per table (the migration list aside): what a restore check reports. */
export async function tableCounts(db: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const meta of db.entityMetadatas) {
    if (meta.tableType !== 'regular') continue;
    counts[meta.tableName] = await db.getRepository(meta.target).count();
  }
  return counts;
}

import { In, type EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { asRow, KINDS, sealedProp, ssnAssociatedData } from '../application-records/kinds.js';
import { matchValuesOf, type MatchValue } from './match-values.js';

/**
 * The loan account numbers applications are paid to, opened, by application id. The payment
 * ledger is a feature above this one: it hands its reader in (disbursements.module.ts, key rotation).
 */
export type LoanAccountReader = (
  manager: EntityManager,
  kind: ApplicationKind,
  ids: readonly number[],
) => Promise<Map<number, { account: string; sourceId: number }[]>>;

export const noLoanAccounts: LoanAccountReader = async () => new Map();

/** The match values of stored applications, their SSNs opened in memory only (backfill, rotation). */
export async function storedMatchValues(
  manager: EntityManager,
  cipher: PiiCipher,
  kind: ApplicationKind,
  ids: readonly number[],
  loanAccounts: LoanAccountReader,
): Promise<Map<number, MatchValue[]>> {
  const model = KINDS[kind];
  const [entities, accounts] = await Promise.all([
    manager.findBy(model.entity, { id: In([...ids]) }),
    loanAccounts(manager, kind, ids),
  ]);
  const values = new Map<number, MatchValue[]>();
  for (const entity of entities) {
    const row = asRow(entity);
    const ssns = model.form.ssnFields.map((field) => {
      const sealed = row[sealedProp(field)];
      return typeof sealed === 'string' ? cipher.openText(sealed, ssnAssociatedData(kind, row.reference, field)) : null;
    });
    values.set(entity.id, matchValuesOf(kind, entity, ssns, accounts.get(entity.id) ?? []));
  }
  return values;
}

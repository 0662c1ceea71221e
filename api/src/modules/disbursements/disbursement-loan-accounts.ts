import { In } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { LoanAccountReader } from '../related-applications/application-match-values.js';
import { accountAssociatedData, DisbursementRow } from './disbursement.entity.js';

/**
 * The loan account numbers applications are paid to (payments to a loan servicer), opened in
 * memory, for the related-applications backfill and key rotation (issue 39).
 */
export function disbursementLoanAccounts(cipher: PiiCipher): LoanAccountReader {
  return async (manager, kind, ids) => {
    const found = new Map<number, { account: string; sourceId: number }[]>();
    if (ids.length === 0) return found;
    const rows = await manager.find(DisbursementRow, {
      select: { id: true, applicantKind: true, applicantId: true, accountSealed: true },
      where: { applicantKind: kind, applicantId: In([...ids]), payeeType: 'LOAN_SERVICER' },
    });
    for (const row of rows) {
      if (!row.accountSealed) continue;
      const account = cipher.openText(row.accountSealed, accountAssociatedData(kind, row.applicantId, row.id));
      found.set(row.applicantId, [...(found.get(row.applicantId) ?? []), { account, sourceId: row.id }]);
    }
    return found;
  };
}

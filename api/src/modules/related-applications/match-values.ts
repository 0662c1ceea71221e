import type { ApplicationKind } from '../../domain/applications/index.js';
import {
  normaliseAddress,
  normaliseEmail,
  normaliseLoanAccount,
  normalisePhone,
  normaliseSsn,
  type MatchField,
} from '../../domain/related-applications.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { RingKey } from '../../crypto/key-ring.js';
import { asRow, KINDS, type ApplicantEntity } from '../application-records/kinds.js';

/** One normalised value an application may share with another, before it is hashed. */
export interface MatchValue {
  field: MatchField;
  value: string;
  /** The payment a loan account number came from (disbursements), else null. */
  sourceId: number | null;
}

/** The home address's parts by kind, in the order a one-line address is written. */
const ADDRESS_PARTS: Record<ApplicationKind, readonly (readonly string[])[]> = {
  undergrad: [['address', 'address2', 'city', 'state', 'zip']],
  // The student's own address, when the parent gave one, is a home address too.
  parent: [['parentAddress', 'parentAddress2', 'parentCity', 'parentState', 'parentZip'], ['studentAddress']],
  // The one line is made from the parts (decision 210); a client may have sent the line only.
  'high-school': [['address']],
};

const PHONE: Record<ApplicationKind, string> = { undergrad: 'phone', parent: 'parentPhone', 'high-school': 'phone' };

/**
 * The values of one application: each SSN (given in clear by the caller, who holds or opened
 * it), the e-mail, the phone, the home address(es) and the loan account numbers it is paid to.
 * One value per field once, however often the form repeats it.
 */
export function matchValuesOf(
  kind: ApplicationKind,
  entity: ApplicantEntity,
  ssns: readonly (string | null)[],
  loanAccounts: readonly { account: string; sourceId: number }[] = [],
): MatchValue[] {
  const row = asRow(entity);
  const text = (name: string) => (typeof row[name] === 'string' ? (row[name] as string) : null);
  const found: (MatchValue | null)[] = [
    ...ssns.map((ssn) => withValue('SSN', normaliseSsn(ssn))),
    withValue('EMAIL', normaliseEmail(text(KINDS[kind].form.nameFields.email))),
    withValue('PHONE', normalisePhone(text(PHONE[kind]))),
    ...ADDRESS_PARTS[kind].map((parts) => withValue('ADDRESS', normaliseAddress(parts.map(text)))),
    ...loanAccounts.map(({ account, sourceId }) => withValue('LOAN_ACCOUNT', normaliseLoanAccount(account), sourceId)),
  ];
  const seen = new Set<string>();
  return found.filter((v): v is MatchValue => {
    if (!v || seen.has(`${v.field}:${v.value}`)) return false;
    seen.add(`${v.field}:${v.value}`);
    return true;
  });
}

function withValue(field: MatchField, value: string | null, sourceId: number | null = null): MatchValue | null {
  return value === null ? null : { field, value, sourceId };
}

/** A value's keyed hash under one key of the ring: the SSN keeps its existing lookup hash. */
export function matchHashOf(cipher: PiiCipher, { field, value }: MatchValue, ringKey: RingKey = cipher.ring.newest): string {
  return field === 'SSN' ? cipher.ssnLookupHash(value, ringKey) : cipher.matchHash(field, value, ringKey);
}

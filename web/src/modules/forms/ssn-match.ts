import { SSN_DIGITS } from '@domain/applications/constants';
import { digitsOnly } from '@domain/applications/formats';

export type SsnMatch = 'pending' | 'match' | 'mismatch';

/**
 * The SSN-match rule of spec §5. While typing, the confirmation is judged as soon as it can
 * no longer match (it is complete, or it already differs from a complete number); on submit
 * any difference is a mismatch. An empty confirmation is left to the "required" check.
 */
export function compareSsn(ssn: string, confirmation: string, { final = false } = {}): SsnMatch {
  const number = digitsOnly(ssn);
  const confirm = digitsOnly(confirmation);
  if (confirm === '') return 'pending';
  if (final || confirm.length === SSN_DIGITS) return number === confirm ? 'match' : 'mismatch';
  if (number.length === SSN_DIGITS && !number.startsWith(confirm)) return 'mismatch';
  return 'pending';
}

/**
 * Related applications (issue 39, docs/decisions/495): what two applications may share, and how a
 * value is written down before it is hashed, so "12 Oak Street, Apt. 4" and "12 oak st apt 4"
 * are one address. Only keyed hashes of these normalised values are stored; the web shows the
 * labels. A match is information for staff, never a refusal or a score.
 */
export const MATCH_FIELDS = ['SSN', 'EMAIL', 'PHONE', 'ADDRESS', 'LOAN_ACCOUNT'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** What the detail page says for each field. */
export const MATCH_FIELD_LABELS: Record<MatchField, string> = {
  SSN: 'Same SSN',
  EMAIL: 'Same e-mail',
  PHONE: 'Same phone number',
  ADDRESS: 'Same home address',
  LOAN_ACCOUNT: 'Same loan account number',
};

export const isMatchField = (value: string): value is MatchField => (MATCH_FIELDS as readonly string[]).includes(value);

/** Trimmed, lower-case. */
export function normaliseEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim().toLowerCase();
  return email.includes('@') ? email : null;
}

/** Digits only, the US 10 digits (a leading country code 1 dropped); anything else is no phone. */
export function normalisePhone(value: string | null | undefined): string | null {
  let digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** Street words written the short way, as the Postal Service does. */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  highway: 'hwy',
  parkway: 'pkwy',
  square: 'sq',
  apartment: 'apt',
  suite: 'ste',
  unit: 'unit',
  building: 'bldg',
  floor: 'fl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/**
 * One address line: lower-case, punctuation stripped ("#" and "." too), whitespace collapsed,
 * common words abbreviated, and the ZIP cut to its five digits. Parts are joined in the order
 * street, second line, city, state, ZIP, as the scholarship's one-line address is made.
 */
export function normaliseAddress(parts: readonly (string | null | undefined)[]): string | null {
  const text = parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .toLowerCase()
    // A ZIP+4 becomes its five digits before the dash goes with the other punctuation.
    .replace(/\b(\d{5})-\d{4}\b/g, '$1')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
  // A street number and a word at least, or nothing worth matching.
  return /\d/.test(text) && /[a-z]/.test(text) ? text : null;
}

/** Letters and digits only, upper-case: "12-3456 789" and "123456789" are one account. */
export function normaliseLoanAccount(value: string | null | undefined): string | null {
  const account = (value ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return account.length >= 4 ? account : null;
}

/** An SSN's nine digits (the existing lookup hash takes digits only). */
export function normaliseSsn(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 9 ? digits : null;
}

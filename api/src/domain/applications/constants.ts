/**
 * Business constants of spec §9 for the three application forms. Plain data, no framework:
 * the browser forms and the server read the same lists.
 */

/** The three kinds of application (spec §3). */
export const APPLICATION_KINDS = ['undergrad', 'parent', 'high-school'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export function isApplicationKind(value: unknown): value is ApplicationKind {
  return typeof value === 'string' && (APPLICATION_KINDS as readonly string[]).includes(value);
}

/** Human names of the kinds, for headings, e-mails and the package PDF. */
export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  undergrad: 'Undergraduate loan repayment application',
  parent: 'Parent loan repayment application',
  'high-school': 'High-school senior scholarship application',
};

/** The path segment of each kind in the spec's REST paths (§7): note "parents", plural. */
export const APPLICATION_KIND_PATHS: Record<ApplicationKind, string> = {
  undergrad: 'undergrad',
  parent: 'parents',
  'high-school': 'high-school',
};

/** Prefix of each kind's reference number, e.g. UG-7K3M-9QX2. */
export const REFERENCE_PREFIXES: Record<ApplicationKind, string> = {
  undergrad: 'UG',
  parent: 'PA',
  'high-school': 'HS',
};

/** Crockford base-32 (no I, L, O, U): readable aloud, no look-alike characters. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^(UG|PA|HS)-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const APPLICATION_STATUSES = ['active', 'archived'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Spec §9: Social Security 9 digits, phone 10 digits, money 2 decimals. */
export const SSN_DIGITS = 9;
export const PHONE_DIGITS = 10;
export const MONEY_DECIMALS = 2;
/** Largest amount accepted for loanAmount and grossIncome; keeps cents inside a 32-bit integer. */
export const MONEY_MAX_CENTS = 10_000_000_00;

export interface YearRange {
  from: number;
  to: number;
}

/** Spec §9 year dropdowns, per form. */
export const YEAR_RANGES: Record<ApplicationKind, YearRange> = {
  undergrad: { from: 2020, to: 2030 },
  parent: { from: 2015, to: 2035 },
  'high-school': { from: 2018, to: 2035 },
};

/** Every year of a range, oldest first: the options of a year dropdown. */
export function yearsOf(range: YearRange): number[] {
  return Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i);
}

/** Spec §9: the repayment forms' citizenship options. */
export const CITIZENSHIP_OPTIONS = ['US citizen', 'US national', 'US permanent resident'] as const;
/** Spec §9: the high-school form says 'US resident' instead of 'US permanent resident'. */
export const HIGH_SCHOOL_CITIZENSHIP_OPTIONS = ['US citizen', 'US national', 'US resident'] as const;

export const EMPLOYMENT_STATUSES = ['Full-time', 'Part-time', 'Laid-off'] as const;
export const HOUSE_OPTIONS = ['Owned', 'Rent'] as const;

/**
 * Spec §5 marks suffix as required in the repayment forms but lists no options. A required
 * free-text suffix would force people without one to invent something, so it is a dropdown
 * whose first option is "None" (docs/decisions/020).
 */
export const SUFFIX_OPTIONS = ['None', 'Jr.', 'Sr.', 'II', 'III', 'IV', 'V'] as const;

/** The scholarship's minimum GPA (spec §1, §9): explained on its form and to reviewers, never enforced. */
export const SCHOLARSHIP_MINIMUM_GPA = 2.5;

/** Household size accepted by the repayment forms. */
export const HOUSEHOLD_SIZE = { min: 1, max: 20 } as const;

/** US states, DC and the territories, by postal code: the options of the state dropdowns. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
] as const satisfies readonly (readonly [string, string])[];
export type UsStateCode = (typeof US_STATES)[number][0];
/** The territories, listed after the states and DC in every language. */
export const US_TERRITORY_CODES: readonly UsStateCode[] = ['AS', 'GU', 'MP', 'PR', 'VI'];
export const US_STATE_CODES = US_STATES.map(([code]) => code) as [UsStateCode, ...UsStateCode[]];

const MB = 1024 * 1024;

/**
 * Default upload limits (the server reads UPLOAD_FILE_MB / UPLOAD_REQUEST_MB to change them;
 * the forms show these to the applicant).
 */
export const UPLOAD_LIMITS = { fileBytes: 10 * MB, requestBytes: 40 * MB } as const;

/** Media types a document may have; PDF-only fields accept the first alone. */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** File extension of each media type, used for download names. */
export const MEDIA_TYPE_EXTENSIONS: Record<DocumentMediaType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * One button casing (issue 29): sentence case, but for the capitals the spec writes. The spec's
 * own labels stay as it writes them: DOWNLOAD, SAVE, DELETE, CLOSE, the store's "EXPLORE ON"
 * button, the result box's OK and the donate promo's "Donate Now".
 */
const SPEC_LABELS = [/^DOWNLOAD$/, /^SAVE$/, /^DELETE$/, /^CLOSE$/, /^OK$/, /^EXPLORE ON [A-Z ]+$/, /^Donate Now$/];

/** Words that keep their capital in a sentence: names of pages, programs, languages, forms and files. */
const PROPER = new Set([
  'Applications',
  'Archive',
  'Privileges',
  'Rubric',
  'Mail',
  'Retention',
  'Audit',
  'Cycles',
  'Content',
  'Messages',
  'Reports',
  'Security',
  'Social',
  'PayPal',
  'Schedule',
  'English',
  'Spanish',
  'Español',
  'Open',
  'Diploma',
  'Fund',
  'Facebook',
  'Instagram',
  'LinkedIn',
]);

/** Capitals that are words of their own (CSV, PDF, ZIP, SSN, the I of Schedule I): four letters at most. */
const isAcronym = (word: string) => /^[A-Z0-9]{1,4}$/.test(word.replace(/[^\p{L}\d]/gu, ''));

/**
 * Why a button's label breaks the casing, or null when it keeps it: all capitals that the spec does
 * not write ("SUBMIT"), or title case ("View Details": a later word capitalised that is no name).
 */
export function miscasedButton(label: string): string | null {
  const text = label.replace(/\s+/g, ' ').trim();
  if (text === '' || SPEC_LABELS.some((r) => r.test(text))) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase() && !text.split(' ').every(isAcronym)) return 'is in capitals';
  const later = text
    .split(' ')
    .slice(1)
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((w) => w.length >= 3);
  const titled = later.filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !PROPER.has(w));
  if (titled.length > 0) return `is in title case (${titled.join(', ')})`;
  return null;
}

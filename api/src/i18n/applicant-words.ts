/**
 * What the applicant reads that the server words: the program's name, the public status, what
 * happens next and by when, in the application's or the page's language. The English is the
 * domain's own; the Spanish its twin in domain/i18n/es-domain.ts.
 */
import {
  AFTER_SUBMIT,
  afterSubmitNextStep,
  decisionExpectedBy,
  formatLongDate,
  nextStepFor,
  type CycleDates,
} from '../domain/application-status.js';
import { APPLICATION_KIND_LABELS, type ApplicationKind } from '../domain/applications/index.js';
import { esAfterSubmit, esNextSteps } from '../domain/i18n/es-domain.js';
import type { Locale } from '../domain/i18n/locales.js';
import { DEFAULT_TIME_ZONE, formatLongDateEs } from '../domain/program-cycles.js';
import type { ReviewStatus } from '../domain/review/index.js';
import { translateDomain } from './domain.js';
import { formatIcu } from './format.js';
import { pseudoText } from '../domain/i18n/pseudo-locale.js';
import { pseudoLocaleOn } from './pseudo-words.js';

/** "March 14, 2027" or "14 de marzo de 2027", in a time zone. */
export function longDateIn(locale: Locale, date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return locale === 'es' ? formatLongDateEs(date, timeZone) : formatLongDate(date, timeZone);
}

/** What the thank-you message and the confirmation e-mail say happens next, in a locale. */
export function afterSubmitIn(locale: Locale, kind: ApplicationKind, submittedAt: Date, cycle: CycleDates | null): string {
  if (locale === 'en') return afterSubmitNextStep(kind, submittedAt, cycle);
  const by = longDateIn(locale, decisionExpectedBy(submittedAt, cycle), cycle?.timeZone);
  if (pseudoLocaleOn()) return pseudoText(AFTER_SUBMIT[kind]('{by}'), { by });
  return formatIcu(locale, esAfterSubmit[kind], { by });
}

/** What happens next for a status, in a locale; `by` is the expected decision date. */
export function nextStepIn(locale: Locale, status: ReviewStatus, by: Date, timeZone?: string): string {
  if (locale === 'en') return nextStepFor(status, formatLongDate(by, timeZone));
  const date = longDateIn(locale, by, timeZone);
  if (pseudoLocaleOn()) return pseudoText(nextStepFor(status, '{by}'), { by: date });
  return formatIcu(locale, esNextSteps[status], { by: date });
}

/** The application's kind as a sentence names it: "parent loan repayment application". */
export function applicationNameIn(locale: Locale, kind: ApplicationKind): string {
  const label = translateDomain(locale)(APPLICATION_KIND_LABELS[kind]);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

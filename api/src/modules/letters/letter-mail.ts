import type { ApplicationKind } from '../../domain/applications/index.js';
import type { Locale } from '../../domain/i18n/locales.js';
import { esProgramNames } from '../../domain/i18n/es-notices.js';
import { localizedPath } from '../../domain/i18n/locales.js';
import { RECOMMENDER_ROLE_LABELS, type RecommenderRole } from '../../domain/letters.js';
import { organisation } from '../../domain/organisation.js';
import { formatDeadline, formatDeadlineEs, PROGRAM_NAMES } from '../../domain/program-cycles.js';
import { longDateIn } from '../../i18n/applicant-words.js';
import { translateDomain } from '../../i18n/domain.js';
import type { MailMessage } from '../../mail/mailer.js';
import { mailDocument, mailHtml, mailText } from '../../mail/templates/render.js';

/** The recommender's page: `/letters/{token}`, `/es/letters/{token}` for a Spanish application. */
export const letterPageUrl = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}${localizedPath('/letters', locale)}/${token}`;

/** What every recommender e-mail is about: who asked, for which program, by when. */
export interface LetterMailFacts {
  to: string;
  recommender: string;
  role: RecommenderRole;
  /** The applicant's full name: the recommender knows them by it. */
  applicant: string;
  kind: ApplicationKind;
  dueAt: Date;
  timeZone: string;
  locale: Locale;
  waived: boolean;
}

type LetterMailKey = 'letterRequest' | 'letterReminder' | 'letterThanks';

function valuesIn(locale: Locale, facts: LetterMailFacts, link: string, at: Date) {
  const es = locale === 'es';
  return {
    org: organisation.name,
    orgEmail: organisation.email,
    recommender: facts.recommender,
    applicant: facts.applicant,
    role: translateDomain(locale)(RECOMMENDER_ROLE_LABELS[facts.role]).toLowerCase(),
    program: es ? esProgramNames[facts.kind] : PROGRAM_NAMES[facts.kind],
    dueDate: es ? formatDeadlineEs(facts.dueAt, facts.timeZone) : formatDeadline(facts.dueAt, facts.timeZone),
    date: longDateIn(locale, at, facts.timeZone),
    waived: facts.waived ? 'yes' : 'no',
    link,
  };
}

/**
 * One recommender e-mail. A Spanish application's recommender may not read Spanish: its e-mail
 * says it in Spanish first and in English below (issue 38). The thanks carries no link at all.
 */
export function letterMail(key: LetterMailKey, facts: LetterMailFacts, link: string | null, at: Date): MailMessage {
  const locales: Locale[] = facts.locale === 'es' ? ['es', 'en'] : ['en'];
  const texts = locales.map((locale) => mailText(locale, `${key}.text`, valuesIn(locale, facts, link ?? '', at)));
  const text = texts.join('\n\n— English —\n\n');
  const subject = mailText(locales[0]!, `${key}.subject`, valuesIn(locales[0]!, facts, link ?? '', at));
  const links = link ? [link] : [];
  // The English below the Spanish says its own language, so a screen reader switches voice.
  const html = texts
    .map((part, n) => (n === 0 ? mailHtml(part, { links }) : `<hr>\n<div lang="en">\n${mailHtml(part, { links })}\n</div>`))
    .join('\n');
  return {
    to: facts.to,
    subject,
    text,
    html: mailDocument(html, locales[0]!),
    language: locales[0]!,
    replyTo: organisation.email,
  };
}

import type { Locale } from '../../domain/i18n/locales.js';
import { formatIcu } from '../../i18n/format.js';
import type { MailMessage } from '../mailer.js';
import { mailEn, type MailTemplateKey } from './en.js';
import { mailEs } from './es.js';

export const mailTemplates: Record<Locale, Record<MailTemplateKey, string>> = { en: mailEn, es: mailEs };

export type MailValues = Record<string, string | number>;

/** One template of an applicant's e-mail, in the application's language. */
export function mailText(locale: Locale, key: MailTemplateKey, values: MailValues): string {
  return formatIcu(locale, mailTemplates[locale][key], values);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text outside any link, escaped, with the words to stress in bold. */
function stressed(text: string, strong: string[]): string {
  let html = escapeHtml(text);
  for (const s of strong) html = html.replaceAll(escapeHtml(s), `<strong>${escapeHtml(s)}</strong>`);
  return html;
}

/**
 * A plain-text e-mail as HTML paragraphs, with links clickable and the reference in bold. Links
 * are found first: the reference is also inside the status page's address (`?reference=…`), and
 * bolding it there once broke the link, so mail apps linked to an empty reference.
 */
export function mailHtml(text: string, { strong = [], links = [] }: { strong?: string[]; links?: string[] } = {}): string {
  // The longest first, so an address that begins another is never taken for it.
  const longestFirst = [...links].sort((a, b) => b.length - a.length);
  const linkPattern = links.length > 0 ? new RegExp(longestFirst.map(escapeRegExp).join('|'), 'g') : null;
  return text
    .split('\n')
    .map((line) => {
      if (line === '') return '';
      let html = '';
      let at = 0;
      for (const found of linkPattern ? line.matchAll(linkPattern) : []) {
        const href = escapeHtml(found[0]);
        html += `${stressed(line.slice(at, found.index), strong)}<a href="${href}">${href}</a>`;
        at = found.index + found[0].length;
      }
      return `<p>${html}${stressed(line.slice(at), strong)}</p>`;
    })
    .join('\n');
}

/**
 * An HTML part as a whole document in its language: `lang` on the root element, and again on the
 * body's one wrapper, because webmail keeps the body and drops the <html> element (issue 41).
 */
export function mailDocument(bodyHtml: string, locale: Locale): string {
  return (
    `<!DOCTYPE html>\n<html lang="${locale}">\n<head><meta charset="utf-8"></head>\n` +
    `<body>\n<div lang="${locale}">\n${bodyHtml}\n</div>\n</body>\n</html>`
  );
}

/**
 * An applicant's e-mail in the language of their application: the text, the same as HTML (links
 * clickable, `strong` in bold) whose root says its language, and the message's Content-Language.
 */
export function applicantMail(
  locale: Locale,
  message: Omit<MailMessage, 'html' | 'language'>,
  { strong = [], links = [] }: { strong?: string[]; links?: string[] } = {},
): MailMessage {
  return { ...message, html: mailDocument(mailHtml(message.text, { strong, links }), locale), language: locale };
}

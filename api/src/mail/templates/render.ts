import type { Locale } from '../../domain/i18n/locales.js';
import { formatIcu } from '../../i18n/format.js';
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

/** A plain-text e-mail as HTML paragraphs, with the reference in bold and links clickable. */
export function mailHtml(text: string, { strong = [], links = [] }: { strong?: string[]; links?: string[] } = {}): string {
  return text
    .split('\n')
    .map((line) => {
      if (line === '') return '';
      let html = escapeHtml(line);
      for (const s of strong) html = html.replace(escapeHtml(s), `<strong>${escapeHtml(s)}</strong>`);
      for (const link of links) html = html.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
      return `<p>${html}</p>`;
    })
    .join('\n');
}

import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../../modules/submission/confirmation-mail.js';
import { applicantMail, mailHtml } from './render.js';

const reference = 'UG-7K3M-9QX2';
const statusPage = `https://opendiplomafund.org/application-status?reference=${reference}`;

/** Every link of an HTML part: its href and the text it shows. */
const anchors = (html: string) => [...html.matchAll(/<a href="([^"]*)">(.*?)<\/a>/g)].map(([, href, text]) => ({ href, text }));

describe('an e-mail as HTML', () => {
  it('links the status page with the reference in its address, and bolds the reference only outside the link', () => {
    const html = mailHtml(`Your reference number is ${reference}.\nFollow it at ${statusPage} any time.`, {
      strong: [reference],
      links: [statusPage],
    });
    expect(anchors(html)).toEqual([{ href: statusPage, text: statusPage }]);
    expect(html).toContain(`<p>Your reference number is <strong>${reference}</strong>.</p>`);
    expect(html).toContain(`<p>Follow it at <a href="${statusPage}">${statusPage}</a> any time.</p>`);
  });

  it('escapes the text around links, and an address that begins a longer one is not taken for it', () => {
    const short = 'https://opendiplomafund.org/application-status';
    const html = mailHtml(`<b>&</b> ${statusPage} and ${short}`, { links: [short, statusPage] });
    expect(html).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(anchors(html).map((a) => a.href)).toEqual([statusPage, short]);
  });

  it("in the applicant's confirmation, in both languages, the status link carries the reference", () => {
    for (const locale of ['en', 'es'] as const) {
      const mail = confirmationMail(
        'undergrad',
        { firstName: 'Ana', email: 'ana@example.org' },
        reference,
        new Date('2026-11-28T12:00:00Z'),
        'We review applications within 30 days.',
        'https://opendiplomafund.org',
        locale,
      );
      const links = anchors(mail.html!);
      expect(links.length, locale).toBeGreaterThan(0);
      for (const link of links) expect(link.href, locale).toMatch(new RegExp(`\\?reference=${reference}$`));
      expect(mail.html, locale).not.toMatch(/href="[^"]*<strong>/);
      expect(mail.html, locale).toContain(`<strong>${reference}</strong>`);
    }
  });

  // Issue 41 (L16): a mail app and a screen reader read each mail in its language.
  it("says the applicant's language on the HTML part's root, in its body, and as the message's Content-Language", () => {
    for (const locale of ['en', 'es'] as const) {
      const mail = applicantMail(
        locale,
        { to: 'ana@example.org', subject: 'S', text: `Hola ${reference}` },
        { strong: [reference] },
      );
      expect(mail.language).toBe(locale);
      expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\n<html lang="${locale}">`));
      expect(mail.html).toContain(`<body>\n<div lang="${locale}">\n<p>Hola <strong>${reference}</strong></p>\n</div>`);
    }
  });
});

import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '../domain/i18n/locales.js';

export interface MailMessage {
  to: string | string[];
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The language the mail is written in, sent as its Content-Language header: every applicant
   * mail has one (en or es), so mail apps and screen readers read it in the right voice (issue 41).
   */
  language?: Locale;
  /**
   * What the log calls this mail instead of its subject, when the subject names a person
   * ("Contact message from Jane Doe"): logs never carry personal data.
   */
  logLabel?: string;
}

/** A failed delivery attempt. `reason` is an error class ("ECONNREFUSED", "SMTP 550"), never an address. */
export class MailDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(`Mail not delivered: ${reason}`);
  }
}

/**
 * The transport: one delivery attempt per call. Retries, backoff and the record of what left
 * belong to the mail outbox (api/src/modules/mail-outbox), which survives restarts.
 */
export interface Mailer {
  /** Resolves once the SMTP server (or the .eml folder) has the mail; throws MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** An error's class without any address an SMTP server may quote ("550 <jane@example.org>: no such user"). */
export function mailErrorReason(error: unknown): string {
  const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
  // nodemailer calls every network failure ESOCKET; the system's code says which one.
  const network = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EPIPE)\b/.exec(message ?? '')?.[1];
  const reason = responseCode ? `SMTP ${responseCode}` : (network ?? code ?? (error instanceof Error ? error.name : 'Error'));
  return reason.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '…').slice(0, 80);
}

/**
 * nodemailer over SMTP_URL, or into DATA_DIR/outbox as .eml files when no SMTP server is set.
 * Timeouts are short so an attempt always ends well inside the outbox's claim lease.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(
        { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never,
        { from: options.from },
      )
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: options.from });

  return {
    async send({ logLabel: label, language, ...message }) {
      try {
        const headers = language ? { 'Content-Language': language } : undefined;
        const info = (await transport.sendMail({ ...message, headers, from: options.from })) as { message?: Buffer };
        if (!options.smtpUrl && info.message) {
          const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
          await writeFile(path.join(options.outboxDir, name), info.message, { mode: 0o600 });
          console.log(`[mail] "${label ?? message.subject}" written to outbox/${name}`);
        }
      } catch (error) {
        throw new MailDeliveryError(mailErrorReason(error));
      }
    },
  };
}

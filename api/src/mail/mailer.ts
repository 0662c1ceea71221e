import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * What the log calls this mail instead of its subject, when the subject names a person
   * ("Contact message from Jane Doe"): logs never carry personal data.
   */
  logLabel?: string;
}

export interface Mailer {
  /** Sends now, retrying a few times; never throws. Resolves true when the mail left. */
  send(message: MailMessage): Promise<boolean>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  retryDelaysMs?: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * nodemailer over SMTP_URL, or into DATA_DIR/outbox as .eml files when no SMTP server is set.
 * Callers store what matters first; a mail failure is retried, then logged (subject only).
 */
export function createMailer(options: MailerOptions): Mailer {
  const retryDelays = options.retryDelaysMs ?? [500, 2000, 5000];
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: options.from });

  async function deliver({ logLabel: label, ...message }: MailMessage): Promise<void> {
    const info = (await transport.sendMail({ ...message, from: options.from })) as { message?: Buffer };
    if (!options.smtpUrl && info.message) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message, { mode: 0o600 });
      console.log(`[mail] "${label ?? message.subject}" written to outbox/${name}`);
    }
  }

  return {
    async send(message) {
      for (let attempt = 0; ; attempt++) {
        try {
          await deliver(message);
          return true;
        } catch (error) {
          const delay = retryDelays[attempt];
          // An SMTP server's reply may quote the recipient ("550 <jane@example.org>: no such user").
          const reason = ((error as { code?: string }).code ?? (error as Error).message).replace(
            /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g,
            '…',
          );
          if (delay === undefined) {
            console.error(`[mail] "${message.logLabel ?? message.subject}" not sent after ${attempt + 1} attempts: ${reason}`);
            return false;
          }
          await sleep(delay);
        }
      }
    },
  };
}

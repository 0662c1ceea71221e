import { Field, ID, Int, ObjectType } from 'type-graphql';
import { mailKindLabel } from '../../domain/mail-kinds.js';
import type { OutboxMail } from './mail-outbox.entity.js';

@ObjectType('OutboxMail', {
  description: 'An e-mail in the outbox, as admins see it: recipient, kind and dates, never its subject or body.',
})
export class OutboxMailView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "The mail's kind, e.g. 'password-reset-code'." })
  kind!: string;

  @Field({ description: 'The kind in words, e.g. "Password reset code".' })
  kindLabel!: string;

  @Field({ description: 'Who it is for (addresses separated by commas).' })
  recipient!: string;

  @Field({ description: "'queued', 'sent' or 'failed'." })
  status!: string;

  @Field(() => Int, { description: 'Attempts so far (since the last retry by an admin).' })
  attempts!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The error class of the last failed attempt, e.g. ECONNREFUSED or "SMTP 550".',
  })
  lastError!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  failedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;
}

export function outboxMailView(mail: OutboxMail): OutboxMailView {
  return {
    id: String(mail.id),
    kind: mail.kind,
    kindLabel: mailKindLabel(mail.kind),
    recipient: mail.recipient,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt,
    failedAt: mail.failedAt,
    sentAt: mail.sentAt,
  };
}

@ObjectType('FailedMailPage', { description: 'A page of failed e-mails, newest failure first.' })
export class FailedMailPage {
  @Field(() => [OutboxMailView])
  items!: OutboxMailView[];

  @Field(() => Int, { description: 'How many mails failed, over all pages.' })
  total!: number;
}

@ObjectType('MailOutboxHealth', { description: 'Is mail leaving? What readiness checks, and the failed-mail page shows.' })
export class MailOutboxHealthView {
  @Field(() => Int, { description: 'Mails due now and not yet sent.' })
  due!: number;

  @Field(() => Int, { description: 'Seconds the oldest due mail has waited (0 when none).' })
  oldestDueSeconds!: number;

  @Field(() => Int, { description: 'Mails that gave up and wait for a retry.' })
  failed!: number;
}

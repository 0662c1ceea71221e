import type { DataSource, EntityManager } from 'typeorm';
import {
  contactMessageSchema,
  volunteerRequestSchema,
  type ContactMessage,
  type VolunteerRequest,
} from '../../domain/message-forms.js';
import { fieldErrorsFromIssues, notFound, parseId, validationError } from '../../domain/errors.js';
import type { MailKind } from '../../domain/mail-kinds.js';
import type { MailMessage } from '../../mail/mailer.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import { User } from '../accounts/user.entity.js';
import { VisitorMessage, type MessageKind } from './visitor-message.entity.js';

/** Validation failed: `fields` says which field and why, in the words the form shows. */
const invalidMessage = (issues: Parameters<typeof fieldErrorsFromIssues>[0]) =>
  validationError('Please check the highlighted fields.', fieldErrorsFromIssues(issues));

export interface StoredMessage {
  message: VisitorMessage;
}

/** The outbox kind of the e-mail that forwards a visitor message to ORG_INBOX. */
export const VISITOR_MESSAGE_MAIL: MailKind = 'visitor-message';

/** Once the forwarding e-mail has left, the stored message says so (in the outbox's transaction). */
export async function markVisitorMessageMailed(manager: EntityManager, id: number, sentAt: Date): Promise<void> {
  await manager.update(VisitorMessage, { id }, { mailedAt: sentAt });
}

export interface MessagePage {
  items: VisitorMessage[];
  total: number;
}

function mailFor(message: VisitorMessage, inbox: string): MailMessage {
  const received = message.receivedAt.toISOString();
  if (message.kind === 'volunteer') {
    const role = message.otherRole ? `${message.volunteerRole} (${message.otherRole})` : message.volunteerRole;
    return {
      to: inbox,
      replyTo: message.email,
      subject: `Volunteer request from ${message.name}`,
      logLabel: `Volunteer request #${message.id}`,
      text: [
        `A visitor offered to volunteer through the website (request #${message.id}, ${received}).`,
        '',
        `Name: ${message.name}`,
        `E-mail: ${message.email}`,
        `Role: ${role}`,
        '',
        'Request:',
        message.body,
      ].join('\n'),
    };
  }
  return {
    to: inbox,
    replyTo: message.email,
    subject: `Contact message from ${message.name}`,
    logLabel: `Contact message #${message.id}`,
    text: [
      `A visitor wrote through the contact form (message #${message.id}, ${received}).`,
      '',
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      '',
      'Message:',
      message.body,
    ].join('\n'),
  };
}

/**
 * Contact and volunteer messages: validated, then stored together with their e-mail to
 * ORG_INBOX in the mail outbox. The visitor's answer does not wait for the mail; the stored
 * row records when it left.
 */
export class MessagesService {
  constructor(
    private readonly db: DataSource,
    /** Sends what is due now (the outbox's worker); used at shutdown and by tests. */
    private readonly sendDueMail: () => Promise<void>,
    private readonly inbox: string,
    private readonly audit: AuditService,
    private readonly limits: RateLimits,
  ) {}

  async submitVolunteer(input: unknown, actor: AuditActor): Promise<StoredMessage> {
    await this.limits.volunteerFormPerIp.hit(actor.ip ?? 'unknown');
    const parsed = volunteerRequestSchema.safeParse(input);
    if (!parsed.success) throw invalidMessage(parsed.error.issues);
    const data: VolunteerRequest = parsed.data;
    return this.store('volunteer', {
      name: data.name,
      email: data.email,
      volunteerRole: data.volunteerRole,
      otherRole: data.other || null,
      body: data.request,
    });
  }

  async submitContact(input: unknown, actor: AuditActor): Promise<StoredMessage> {
    await this.limits.contactFormPerIp.hit(actor.ip ?? 'unknown');
    const parsed = contactMessageSchema.safeParse(input);
    if (!parsed.success) throw invalidMessage(parsed.error.issues);
    const data: ContactMessage = parsed.data;
    return this.store('contact', {
      name: data.name,
      email: data.email,
      volunteerRole: null,
      otherRole: null,
      body: data.message,
    });
  }

  /** Sends the mail that is due now and waits for it (used by tests). */
  async drain(): Promise<void> {
    await this.sendDueMail();
  }

  /** Newest first, a page at a time. */
  async list(options: {
    kind?: MessageKind | null;
    handled?: boolean | null;
    offset: number;
    limit: number;
  }): Promise<MessagePage> {
    const [items, total] = await this.db.getRepository(VisitorMessage).findAndCount({
      where: {
        ...(options.kind ? { kind: options.kind } : {}),
        ...(typeof options.handled === 'boolean' ? { handled: options.handled } : {}),
      },
      order: { receivedAt: 'DESC', id: 'DESC' },
      skip: options.offset,
      take: options.limit,
    });
    return { items, total };
  }

  /** The admin bar's badge. */
  unhandledCount(): Promise<number> {
    return this.db.getRepository(VisitorMessage).countBy({ handled: false });
  }

  /** Marks a message handled (recording who and when) or back to unhandled; audited. */
  async setHandled(actor: AuditActor, rawId: string, handled: boolean): Promise<VisitorMessage> {
    const id = parseId(rawId);
    const repository = this.db.getRepository(VisitorMessage);
    const message = id === null ? null : await repository.findOneBy({ id });
    if (!message) throw notFound('That message no longer exists.');
    const user = actor.userId === null ? null : await this.db.getRepository(User).findOneBy({ id: actor.userId });
    Object.assign(
      message,
      handled
        ? {
            handled: true,
            handledAt: new Date(),
            handledByUserId: actor.userId,
            handledBy: user ? `${user.firstName} ${user.lastName}`.trim().slice(0, 201) : null,
          }
        : { handled: false, handledAt: null, handledByUserId: null, handledBy: null },
    );
    await this.db.transaction(async (manager) => {
      await manager.save(message);
      await this.audit.record(
        actor,
        { action: handled ? 'message.handled' : 'message.unhandled', targetType: message.kind, targetId: message.id },
        manager,
      );
    });
    return message;
  }

  private async store(
    kind: MessageKind,
    fields: Pick<VisitorMessage, 'name' | 'email' | 'volunteerRole' | 'otherRole' | 'body'>,
  ): Promise<StoredMessage> {
    const message = await this.db.transaction(async (manager) => {
      const repository = manager.getRepository(VisitorMessage);
      const stored = await repository.save(
        repository.create({ ...fields, kind, receivedAt: new Date(), mailedAt: null, handled: false }),
      );
      await enqueueMail(manager, { kind: VISITOR_MESSAGE_MAIL, sourceId: stored.id, ...mailFor(stored, this.inbox) });
      return stored;
    });
    return { message };
  }
}

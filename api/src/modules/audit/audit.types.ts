import { Field, ID, Int, ObjectType } from 'type-graphql';
import { auditActionLabel } from '../../domain/audit.js';
import type { DescribedAuditRow } from './audit-describe.js';

@ObjectType('AuditLogEntry', {
  description:
    'One row of the audit log: who, what, when, from where, and on which application, as stored and in words. Never personal data.',
})
export class AuditLogEntryView {
  @Field(() => ID)
  id!: string;

  @Field(() => Date, { description: 'When, as stored (UTC).' })
  at!: Date;

  @Field({ description: 'When, on the organisation\'s clock (ORG_TIME_ZONE), e.g. "November 28, 2026 at 4:06 PM EST".' })
  when!: string;

  @Field(() => ID, { nullable: true, description: 'The staff member who acted; null for the system or a sign-in attempt.' })
  actorUserId!: string | null;

  @Field(() => String, { nullable: true, description: "The staff member's name; null for the system or a deleted account." })
  actorName!: string | null;

  @Field({ description: 'Who did it, in words: the staff member\'s name, "The applicant", "Someone not signed in" or "System".' })
  actorLabel!: string;

  @Field({ description: "The action as stored, e.g. 'application.view'." })
  action!: string;

  @Field({ description: 'The kind of action in a few words, e.g. "Opened the application".' })
  actionLabel!: string;

  @Field({ description: 'What happened, in a sentence, e.g. "Moved UG-7K3M-9QX2 from Received to In review".' })
  summary!: string;

  @Field(() => String, { nullable: true, description: "What it was done to: an application kind, 'user', 'mail'…" })
  targetType!: string | null;

  @Field(() => String, { nullable: true })
  targetId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The application's reference, on every row about one application (found from its target on older rows).",
  })
  reference!: string | null;

  @Field(() => String, { nullable: true, description: 'The address the request came from.' })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: 'The note as stored (a document field, a filter, a count).' })
  detail!: string | null;
}

export function auditLogEntryView(row: DescribedAuditRow): AuditLogEntryView {
  return {
    ...row,
    id: String(row.id),
    actorUserId: row.actorUserId === null ? null : String(row.actorUserId),
    actionLabel: auditActionLabel(row.action),
  };
}

@ObjectType('AuditLogPage', { description: 'A page of the audit log, newest first.' })
export class AuditLogPageView {
  @Field(() => [AuditLogEntryView])
  items!: AuditLogEntryView[];

  @Field(() => Int, { description: 'Rows matching the filters, over all pages.' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { AUDIT_PAGE_SIZE_DEFAULT, auditActionLabel } from '../../domain/audit.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { DescribedAuditRow } from './audit-describe.js';
import { AuditLogFilterInput, auditFilterOf } from './audit.inputs.js';
import { ApplicationReadsView, applicationReadsView } from './audit-readers.types.js';

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
class AuditLogPageView {
  @Field(() => [AuditLogEntryView])
  items!: AuditLogEntryView[];

  @Field(() => Int, { description: 'Rows matching the filters, over all pages.' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

@Resolver()
export class AuditResolver {
  @Authorized('audit:read')
  @Query(() => AuditLogPageView, {
    description:
      'The audit log, newest first, filtered by staff member, action, application reference and dates; pages from 1, ' +
      'pageSize 1 to 200 (default 50). Admin only. REST twin: GET /api/audit-log (and /api/audit-log.csv for the filtered rows).',
  })
  async auditLog(
    @Ctx() { services }: GraphQLContext,
    @Arg('filter', () => AuditLogFilterInput, { nullable: true }) filter: AuditLogFilterInput | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: AUDIT_PAGE_SIZE_DEFAULT }) pageSize: number,
  ): Promise<AuditLogPageView> {
    const result = await services.audit.page(auditFilterOf(filter), page, pageSize, services.infra.config.orgTimeZone);
    return { ...result, items: result.items.map(auditLogEntryView) };
  }

  @Authorized('audit:read')
  @Query(() => ApplicationReadsView, {
    description:
      '"Who has seen this": every read of one application (opened, document previewed or downloaded, package, SSNs, ZIP), ' +
      "grouped by staff member and day (the organisation's), newest first. Admin only.",
  })
  async applicationReads(
    @Ctx() { services }: GraphQLContext,
    @Arg('reference', () => String) reference: string,
  ): Promise<ApplicationReadsView> {
    const reads = await services.audit.readers(reference.slice(0, 32), services.infra.config.orgTimeZone);
    return applicationReadsView(reference, reads);
  }
}

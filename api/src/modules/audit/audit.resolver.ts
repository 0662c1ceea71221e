import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { AUDIT_PAGE_SIZE_DEFAULT, auditActionLabel } from '../../domain/audit.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AuditLogFilterInput, auditFilterOf } from './audit.inputs.js';
import type { AuditLogRow } from './audit-query.js';

@ObjectType('AuditLogEntry', {
  description: 'One row of the audit log: who, what, when, from where, and on which application. Never personal data.',
})
export class AuditLogEntryView {
  @Field(() => ID)
  id!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => ID, { nullable: true, description: 'The staff member who acted; null for the system or a sign-in attempt.' })
  actorUserId!: string | null;

  @Field(() => String, { nullable: true, description: "The staff member's name; null for the system or a deleted account." })
  actorName!: string | null;

  @Field({ description: "The action as stored, e.g. 'application.view'." })
  action!: string;

  @Field({ description: 'The action in words, e.g. "Opened the application".' })
  actionLabel!: string;

  @Field(() => String, { nullable: true, description: "What it was done to: an application kind, 'user', 'mail'…" })
  targetType!: string | null;

  @Field(() => String, { nullable: true })
  targetId!: string | null;

  @Field(() => String, { nullable: true, description: "The application's reference, on reads of one application." })
  reference!: string | null;

  @Field(() => String, { nullable: true, description: 'The address the request came from.' })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: 'A short note (a document alias, a filter, a count).' })
  detail!: string | null;
}

export function auditLogEntryView(row: AuditLogRow): AuditLogEntryView {
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
    const result = await services.audit.page(auditFilterOf(filter), page, pageSize);
    return { ...result, items: result.items.map(auditLogEntryView) };
  }
}

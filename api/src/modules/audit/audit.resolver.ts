import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { AUDIT_PAGE_SIZE_DEFAULT } from '../../domain/audit.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AuditLogFilterInput, auditFilterOf } from './audit.inputs.js';
import { ApplicationReadsView, applicationReadsView } from './audit-readers.types.js';
import { AuditLogPageView, auditLogEntryView } from './audit.types.js';

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

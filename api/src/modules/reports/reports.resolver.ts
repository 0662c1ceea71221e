import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { parseCycleId } from './report-ids.js';
import { programReportView } from './report-views.js';
import { ReportSettingsInput } from './reports.inputs.js';
import { ProgramReportView, ReportCycle, ReportSettingsView, ScheduleIView } from './reports.types.js';

@Resolver()
export class ReportsResolver {
  @Authorized('reports:read')
  @Query(() => [ReportCycle], {
    description: 'A program’s cycles, newest first, numbered within the program. Admin and employee.',
  })
  reportCycles(@Ctx() { services }: GraphQLContext, @Arg('kind', () => ApplicationKind) kind: Kind): Promise<ReportCycle[]> {
    return services.reports.cyclesOf(kind);
  }

  @Authorized('reports:read')
  @Query(() => ProgramReportView, {
    description:
      'One program cycle in figures: funnel, days to decision, budget, reviewers, open document requests. The current cycle when cycleId is left out. Admin and employee.',
  })
  async programReport(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('cycleId', () => ID, { nullable: true }) cycleId?: string | null,
  ): Promise<ProgramReportView> {
    return programReportView(await services.reports.programReport(kind, parseCycleId(cycleId)));
  }

  @Authorized('reports:manage')
  @Query(() => ScheduleIView, {
    description: 'Form 990 Schedule I, Part III, for a fiscal year (named for the year it begins in). Admin only.',
  })
  scheduleI(@Ctx() { services }: GraphQLContext, @Arg('fiscalYear', () => Int) fiscalYear: number): Promise<ScheduleIView> {
    return services.reports.scheduleI(fiscalYear);
  }

  @Authorized('reports:manage')
  @Query(() => ReportSettingsView, { description: 'The report settings (the fiscal year’s first month). Admin only.' })
  reportSettings(@Ctx() { services }: GraphQLContext): Promise<ReportSettingsView> {
    return services.reports.settings();
  }

  @Authorized('reports:manage')
  @Mutation(() => ReportSettingsView, { description: 'Saves the report settings. Admin only; audited.' })
  saveReportSettings(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('input', () => ReportSettingsInput) input: ReportSettingsInput,
  ): Promise<ReportSettingsView> {
    return services.reports.saveSettings(requestActor(req), { ...input });
  }
}

import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import type { ConflictCategory as CategoryValue } from '../../domain/conflicts.js';
import { parseId, notFound } from '../../domain/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { ApplicationSummary } from '../applications/applications.types.js';
import { ProgramReportView } from '../reports/reports.types.js';
import {
  ConflictCategory,
  ConflictCountsView,
  ConflictDeclarationView,
  ConflictGateView,
  ConflictPolicyView,
  ConflictRecordView,
} from './conflicts.types.js';

const actorOf = (ctx: GraphQLContext) => ({ ...requestActor(ctx.req), userId: ctx.user!.id });

function cycleIdOf(value: string): number {
  const id = parseId(value);
  if (id === null) throw notFound('There is no such program cycle.');
  return id;
}

/** One request's recused applications of the viewer, read once for a whole list page. */
const recusedOf = new WeakMap<object, Promise<Set<string>>>();

/** Conflicts of interest (issue 39): the policy, declarations, the gate and the board's record. */
@Resolver()
export class ConflictsResolver {
  @Authorized('conflicts:own')
  @Query(() => ConflictGateView, {
    description:
      'Before the detail page reads anything: whom the application is from, whether the viewer is recused, and its cycle’s conflict-of-interest policy. Not a read of the application’s answers or documents. Every staff role.',
  })
  conflictGate(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
  ): Promise<ConflictGateView> {
    return ctx.services.conflicts.declarations.gate({ kind, id: applicationId(id) }, ctx.user!.id);
  }

  @Authorized('conflicts:own')
  @Query(() => ConflictPolicyView, { nullable: true, description: "A cycle's current policy; null when none is written." })
  conflictPolicy(@Ctx() ctx: GraphQLContext, @Arg('cycleId', () => ID) cycleId: string): Promise<ConflictPolicyView | null> {
    return ctx.services.conflicts.declarations.policyState(cycleIdOf(cycleId), ctx.user!.id);
  }

  @Authorized('cycles:manage')
  @Mutation(() => ConflictPolicyView, {
    nullable: true,
    description:
      "Writes a new version of a cycle's conflict-of-interest policy (admin; audited). Everyone accepts it again. An empty text removes the policy (null): the cycle then asks nothing.",
  })
  saveConflictPolicy(
    @Ctx() ctx: GraphQLContext,
    @Arg('cycleId', () => ID) cycleId: string,
    @Arg('text', () => String) text: string,
  ): Promise<ConflictPolicyView | null> {
    return ctx.services.conflicts.declarations.savePolicy(cycleIdOf(cycleId), text, actorOf(ctx));
  }

  @Authorized('conflicts:own')
  @Mutation(() => ConflictPolicyView, {
    description:
      "The viewer accepts the current version of the cycle's policy (audited). Until then their scores, notes, decisions and assignments in the cycle answer CONFLICT_POLICY_REQUIRED.",
  })
  acceptConflictPolicy(@Ctx() ctx: GraphQLContext, @Arg('cycleId', () => ID) cycleId: string): Promise<ConflictPolicyView> {
    return ctx.services.conflicts.declarations.acceptPolicy(cycleIdOf(cycleId), actorOf(ctx));
  }

  @Authorized('conflicts:own')
  @Mutation(() => ConflictDeclarationView, {
    description:
      'The viewer has a conflict of interest with this application: they are unassigned at once, and every door to it (answers, documents, SSNs, scores, notes, moves, ZIP, package) refuses them with CONFLICT until another admin withdraws the declaration. Audited.',
  })
  async declareConflict(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('category', () => ConflictCategory) category: CategoryValue,
    @Arg('note', () => String, { nullable: true }) note: string | null,
  ): Promise<ConflictDeclarationView> {
    const row = await ctx.services.conflicts.declarations.declare(
      { kind, id: applicationId(id) },
      { category, note },
      actorOf(ctx),
    );
    return this.view(ctx, row.cycleId, row.id);
  }

  @Authorized('conflicts:withdraw')
  @Mutation(() => ConflictDeclarationView, {
    description: "Withdraws another staff member's declaration, with a reason (admin; never one's own; audited).",
  })
  async withdrawConflict(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<ConflictDeclarationView> {
    const declarationId = parseId(id);
    if (declarationId === null) throw notFound('There is no such declaration.');
    const row = await ctx.services.conflicts.declarations.withdraw(declarationId, { reason }, actorOf(ctx));
    return this.view(ctx, row.cycleId, row.id);
  }

  @Authorized('conflicts:read')
  @Query(() => ConflictRecordView, {
    description:
      "The board's record of a cycle: every declaration and every acceptance of its policy (admin). CSV: GET /api/conflicts.csv?cycleId=.",
  })
  async conflicts(@Ctx() ctx: GraphQLContext, @Arg('cycleId', () => ID) cycleId: string): Promise<ConflictRecordView> {
    const record = await ctx.services.conflicts.record.record(cycleIdOf(cycleId));
    return {
      ...record,
      declarations: record.declarations.map((d) => ({ ...d, declaredByViewer: d.declarerId === ctx.user!.id })),
    };
  }

  /** A declaration as the record shows it (with names and reference). */
  private async view(ctx: GraphQLContext, cycleId: number | null, id: number): Promise<ConflictDeclarationView> {
    const [declaration] = await ctx.services.conflicts.record.declarations(cycleId, [id]);
    return { ...declaration!, declaredByViewer: declaration!.declarerId === ctx.user!.id };
  }
}

/** "Recused" on the list rows of the viewer's declared conflicts. */
@Resolver(() => ApplicationSummary)
export class ConflictSummaryFieldsResolver {
  @FieldResolver(() => Boolean, { description: 'True when the viewer declared a conflict of interest on it: they are recused.' })
  async recused(@Root() row: ApplicationSummary, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    if (!ctx.user) return false;
    let keys = recusedOf.get(ctx);
    if (!keys) recusedOf.set(ctx, (keys = ctx.services.conflicts.declarations.recusedKeys(ctx.user.id)));
    return (await keys).has(`${row.kind}:${row.id}`);
  }
}

/** The reports page's count of conflicts per cycle. */
@Resolver(() => ProgramReportView)
export class ConflictReportFieldsResolver {
  @FieldResolver(() => ConflictCountsView, {
    description: 'Conflicts of interest declared in the cycle, and acceptances of its policy.',
  })
  conflicts(@Root() report: ProgramReportView, @Ctx() ctx: GraphQLContext): Promise<ConflictCountsView> {
    return ctx.services.conflicts.record.counts(Number(report.cycle.id));
  }
}

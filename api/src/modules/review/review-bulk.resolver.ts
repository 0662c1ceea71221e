import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { roleMay } from '../../domain/permissions.js';
import type { ReviewStatus as Status } from '../../domain/review/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { ReviewStatus } from '../application-records/review-status.types.js';
import { BulkUpdateResult } from './review-bulk.types.js';
import { userIds } from './review.resolver.js';
import { awardContextOf } from './review-detail.resolver.js';
import { AwardContext } from './review.types.js';

const MOVE_ARGS =
  'APPROVED needs awardCents (each application gets it; the budget and the number of awards are checked for each in turn), PAID a paymentReference, DECLINED and reopening a reason.';

/** The console's bulk bar (issue 29): a change made to each selected application on its own. */
@Resolver()
export class ReviewBulkResolver {
  @Authorized('review:move')
  @Mutation(() => BulkUpdateResult, {
    description:
      "bulkUpdateApplications made to each application on its own instead of all or nothing: each one's move and assignment are made whole or not at all, in the order given, and the answer names every application that did not change and why. " +
      MOVE_ARGS +
      ' An input error or an assignee who is not staff refuses the whole batch. Employee and admin, each only its moves; audited per application.',
  })
  bulkUpdateApplicationsEach(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => ReviewStatus, { nullable: true }) status: Status | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('awardCents', () => Int, { nullable: true }) awardCents: number | null,
    @Arg('paymentReference', () => String, { nullable: true }) paymentReference: string | null,
    @Arg('assignUserIds', () => [ID], { nullable: true }) assignUserIds: string[] | null,
  ): Promise<BulkUpdateResult> {
    return ctx.services.review.bulk
      .bulkEach(
        kind,
        ids.map((v) => applicationId(v)),
        { status, reason, awardCents, paymentReference, assignUserIds: assignUserIds ? userIds(assignUserIds) : null },
        { ...requestActor(ctx.req), role: ctx.user?.role ?? null },
      )
      .then((rows) => ({
        changed: rows.filter((r) => r.changed).length,
        emailed: rows.filter((r) => r.emailed).length,
        rows,
      }));
  }

  @Authorized('review:move')
  @Query(() => AwardContext, {
    nullable: true,
    description:
      'What approving these applications would take from, when they all belong to one cycle: its award (the bulk approval starts from it) and what remains of its budget and awards. Null when they belong to different cycles, when no cycle is known, and for roles that do not see budgets (admins do).',
  })
  async bulkAwardContext(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('ids', () => [ID]) ids: string[],
  ): Promise<AwardContext | null> {
    if (!roleMay(user?.role, 'cycles:manage')) return null;
    const cycleId = await services.review.bulk.sharedCycleId(
      kind,
      ids.map((v) => applicationId(v)),
    );
    if (cycleId === undefined) return null;
    return awardContextOf(await services.programCycles.awardContext(kind, cycleId));
  }
}

import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { parseId, validationError } from '../../domain/errors.js';
import type { ReviewStatus as Status } from '../../domain/review/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { applicationDetailFor } from '../applications/application-detail.js';
import { ApplicationDetail, ApplicationSummary } from '../applications/applications.types.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { StaffMemberName } from '../application-records/staff-member-name.types.js';
import { forgetReview, loaderKey, reviewLoaders } from './review-loaders.js';
import { ReviewStatus } from '../application-records/review-status.types.js';
import type { ReviewActor } from './review.service.js';
import { noteView } from './review-reads.js';
import { CriterionScoreInput, RubricCriterionInput } from './review.inputs.js';
import { ApplicationNote, RubricCriterion } from './review.types.js';

const actorOf = ({ req, user }: GraphQLContext): ReviewActor => ({ ...requestActor(req), role: user?.role ?? null });

export function userIds(values: string[]): number[] {
  return values.map((v) => {
    const id = parseId(v);
    if (id === null)
      throw validationError('Applications can be assigned to staff members only.', { userIds: `No staff member has id ${v}.` });
    return id;
  });
}

async function freshDetail(ctx: GraphQLContext, kind: Kind, id: number): Promise<ApplicationDetail> {
  forgetReview(ctx, kind, id);
  return applicationDetailFor(ctx.user, await ctx.services.applications.records.detailView(kind, id));
}

/** The review columns of a list row, loaded for the whole page at once. */
@Resolver(() => ApplicationSummary)
export class ReviewSummaryFieldsResolver {
  @FieldResolver(() => Float, {
    nullable: true,
    description:
      "The reviewers' scores averaged (out of 100). Null until someone scores, and for a non-admin who has not scored at least one criterion yet (blind review). Reading it with another reviewer's score in it locks the viewer's own score.",
  })
  async averageScore(@Root() row: ApplicationSummary, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    const loaders = reviewLoaders(ctx);
    const key = loaderKey(row.kind, row.id);
    const view = await loaders.summary.load(key);
    if (view.othersShown) await loaders.lockOwnScore.load(key);
    return view.averageScore;
  }

  @FieldResolver(() => Int, { description: 'How many reviewers have scored it.' })
  scoreCount(@Root() row: ApplicationSummary, @Ctx() ctx: GraphQLContext): Promise<number> {
    return reviewLoaders(ctx)
      .summary.load(loaderKey(row.kind, row.id))
      .then((v) => v.scoreCount);
  }

  @FieldResolver(() => [StaffMemberName], { description: 'The staff members it is assigned to.' })
  assignees(@Root() row: ApplicationSummary, @Ctx() ctx: GraphQLContext): Promise<StaffMemberName[]> {
    return reviewLoaders(ctx)
      .summary.load(loaderKey(row.kind, row.id))
      .then((v) => v.assignees);
  }
}

/** Review operations (issue 12): the same service for single and bulk moves. */
@Resolver()
export class ReviewResolver {
  @Authorized('applications:read')
  @Query(() => [RubricCriterion], { description: "A kind's scoring rubric. Every staff role." })
  reviewRubric(@Ctx() { services }: GraphQLContext, @Arg('kind', () => ApplicationKind) kind: Kind): Promise<RubricCriterion[]> {
    return services.review.scores.rubric(kind);
  }

  @Authorized('review:assign')
  @Query(() => [StaffMemberName], { description: 'The staff members applications can be assigned to. Employee and admin.' })
  reviewers(@Ctx() { services }: GraphQLContext): Promise<StaffMemberName[]> {
    return services.review.reads.staffMembers();
  }

  @Authorized('review:rubric')
  @Mutation(() => [RubricCriterion], {
    description: "Replaces a kind's rubric. Admin only; audited. Existing scores keep the rubric they were given against.",
  })
  saveReviewRubric(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('criteria', () => [RubricCriterionInput]) criteria: RubricCriterionInput[],
  ): Promise<RubricCriterion[]> {
    return ctx.services.review.scores.saveRubric(
      kind,
      criteria.map((c) => ({ ...c })),
      actorOf(ctx),
    );
  }

  @Authorized('review:move')
  @Mutation(() => ApplicationDetail, {
    description:
      'Moves an application along the transition table. Employee and admin, each only the moves the table gives the role. APPROVED needs awardCents > 0, PAID a paymentReference, NEEDS_INFO, DECLINED and reopening a reason. Audited; APPROVED and DECLINED e-mail the applicant. ' +
      'A move to NEEDS_INFO here only records the reason and does not notify the applicant; requestMoreInformation asks the applicant for documents by e-mail and makes the same move.',
  })
  async setReviewStatus(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ReviewStatus) status: Status,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('awardCents', () => Int, { nullable: true }) awardCents: number | null,
    @Arg('paymentReference', () => String, { nullable: true }) paymentReference: string | null,
    @Arg('overrideBudget', () => Boolean, {
      nullable: true,
      description:
        "Approve even beyond the cycle's remaining budget or number of awards (admin; audited as review.budget-override). " +
        'Without it such an approval fails with CONFLICT, a message naming what remains, and extensions.fields.overrideBudget.',
    })
    overrideBudget: boolean | null,
  ): Promise<ApplicationDetail> {
    const appId = applicationId(id);
    await ctx.services.review.workflow.setStatus(
      kind,
      appId,
      status,
      { reason, awardCents, paymentReference },
      actorOf(ctx),
      overrideBudget === true,
    );
    return freshDetail(ctx, kind, appId);
  }

  @Authorized('review:contribute')
  @Mutation(() => ApplicationNote, { description: 'Adds a note (1 to 5,000 characters). Every staff role; audited.' })
  async addApplicationNote(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('text', () => String) text: string,
    @Arg('processNote', () => Boolean, {
      nullable: true,
      description: 'True for a note about the process, visible to every reviewer at once. Default: about the applicant.',
    })
    processNote?: boolean | null,
  ): Promise<ApplicationNote> {
    const about = processNote ? 'process' : 'applicant';
    const row = await ctx.services.review.workflow.addNote(kind, applicationId(id), text, actorOf(ctx), about);
    const me = ctx.user!;
    return noteView(row, `${me.firstName} ${me.lastName}`);
  }

  @Authorized('review:assign')
  @Mutation(() => ApplicationDetail, {
    description: 'Sets who an application is assigned to (an empty list unassigns). Employee and admin; audited.',
  })
  async assignApplication(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('userIds', () => [ID]) ids: string[],
  ): Promise<ApplicationDetail> {
    const appId = applicationId(id);
    await ctx.services.review.workflow.assign(kind, appId, userIds(ids), actorOf(ctx));
    return freshDetail(ctx, kind, appId);
  }

  @Authorized('review:contribute')
  @Mutation(() => ApplicationDetail, {
    description:
      "Gives or changes the viewer's score: every rubric criterion once, points or null for N/A. Every staff role; locked after the decision; audited.",
  })
  async scoreApplication(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('scores', () => [CriterionScoreInput]) scores: CriterionScoreInput[],
  ): Promise<ApplicationDetail> {
    const appId = applicationId(id);
    await ctx.services.review.scores.score(
      kind,
      appId,
      scores.map((s) => ({ criterion: s.criterion, points: s.points })),
      actorOf(ctx),
    );
    return freshDetail(ctx, kind, appId);
  }

  @Authorized('review:unlock-score')
  @Mutation(() => ApplicationDetail, {
    description:
      "Unlocks a reviewer's score that blind review locked (they were shown the other reviewers' scores), so they may change it once more. Admin only; audited as review.score-unlock. NOT_FOUND when the reviewer has not scored, CONFLICT when the score is not locked. REST twin: POST /api/{kind}/unlock-reviewer-score/{id}.",
  })
  async unlockReviewerScore(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('reviewerId', () => ID, { description: 'The user id of the reviewer whose score to unlock.' }) reviewerId: string,
  ): Promise<ApplicationDetail> {
    const appId = applicationId(id);
    await ctx.services.review.scores.unlockReviewerScore(kind, appId, reviewerId, actorOf(ctx));
    return freshDetail(ctx, kind, appId);
  }

  @Authorized('review:move')
  @Mutation(() => Int, {
    description:
      'Moves and/or assigns many applications at once, all or nothing: if one move is refused nothing changes and the message names it. Returns how many changed. ' +
      'APPROVED needs awardCents (each application gets it, within the budget), PAID a paymentReference. bulkUpdateApplicationsEach makes the same change to each on its own and names every refusal.',
  })
  bulkUpdateApplications(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => ReviewStatus, { nullable: true }) status: Status | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('assignUserIds', () => [ID], { nullable: true }) assignUserIds: string[] | null,
    @Arg('awardCents', () => Int, { nullable: true, description: 'For APPROVED: the award of each application, in cents.' })
    awardCents: number | null,
    @Arg('paymentReference', () => String, { nullable: true, description: 'For PAID: the payment reference.' })
    paymentReference: string | null,
  ): Promise<number> {
    return ctx.services.review.bulk.bulk(
      kind,
      ids.map((v) => applicationId(v)),
      { status, reason, awardCents, paymentReference, assignUserIds: assignUserIds ? userIds(assignUserIds) : null },
      actorOf(ctx),
    );
  }
}

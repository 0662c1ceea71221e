import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { roleMay } from '../../domain/permissions.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ApplicationDetail } from '../applications/applications.types.js';
import { loaderKey, reviewLoaders } from './review-loaders.js';
import {
  ApplicationAward,
  ApplicationNote,
  AwardContext,
  ReviewerScore,
  ReviewHistoryEntry,
  ReviewMove,
} from './review.types.js';

/** A cycle's award and what remains of it, as the approve dialogs show it (single and bulk). */
export function awardContextOf(
  found: Awaited<ReturnType<GraphQLContext['services']['programCycles']['awardContext']>>,
): AwardContext | null {
  if (!found) return null;
  const { cycle, figures } = found;
  return {
    awardCents: cycle.awardCents,
    budgetCents: cycle.budgetCents,
    remainingCents: figures.remainingCents,
    maxAwards: cycle.maxAwards,
    remainingAwards: figures.remainingAwards,
  };
}

/** The review panel of the detail page. */
@Resolver(() => ApplicationDetail)
export class ReviewDetailFieldsResolver {
  private load(row: ApplicationDetail, ctx: GraphQLContext) {
    return reviewLoaders(ctx).detail.load(loaderKey(row.kind, row.id));
  }

  @FieldResolver(() => [ReviewHistoryEntry], { description: 'Every review status move, oldest first.' })
  async history(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<ReviewHistoryEntry[]> {
    return (await this.load(row, ctx)).history;
  }

  @FieldResolver(() => [ApplicationNote], {
    description:
      "Staff notes the viewer may read, oldest first: their own, process notes, and the others' notes about the applicant once they have scored (admins always).",
  })
  async notes(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<ApplicationNote[]> {
    return (await this.load(row, ctx)).notes;
  }

  @FieldResolver(() => AwardContext, {
    nullable: true,
    description:
      "What approving it would take from: its cycle's award, and what remains of the budget and the number of awards. For admins, who approve and see budgets; null for other roles and when no cycle is known.",
  })
  async awardContext(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<AwardContext | null> {
    if (!roleMay(ctx.user?.role, 'cycles:manage')) return null;
    return awardContextOf(await ctx.services.programCycles.awardContext(row.kind, (await this.load(row, ctx)).cycleId));
  }

  @FieldResolver(() => Int, {
    description: 'How many notes about the applicant are held back from the viewer until they have scored (blind review).',
  })
  async hiddenNoteCount(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await this.load(row, ctx)).hiddenNotes;
  }

  @FieldResolver(() => [ReviewerScore], {
    description: "The scores the viewer may see: their own, and everyone's once they have scored (admins always).",
  })
  async scores(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<ReviewerScore[]> {
    return (await this.load(row, ctx)).scores;
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer sees every reviewer's score (blind review)." })
  async scoresVisible(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await this.load(row, ctx)).scoresVisible;
  }

  @FieldResolver(() => Boolean, { description: 'True after a decision: scores can no longer change.' })
  async scoresLocked(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await this.load(row, ctx)).scoresLocked;
  }

  @FieldResolver(() => ApplicationAward, { nullable: true, description: 'The award, once approved.' })
  async award(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<ApplicationAward | null> {
    return (await this.load(row, ctx)).award;
  }

  @FieldResolver(() => [ReviewMove], { description: "The status moves the viewer's role may make from here." })
  async reviewMoves(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<ReviewMove[]> {
    return (await this.load(row, ctx)).moves;
  }
}

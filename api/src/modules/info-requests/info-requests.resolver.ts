import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { forgetReview } from '../review/review-loaders.js';
import { applicationDetailFor } from '../applications/application-detail.js';
import { ApplicationDetail } from '../applications/applications.types.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { InfoRequestItemInput } from './info-requests.inputs.js';
import { InfoRequest } from './info-requests.types.js';

/** Requests for more information (issue 17): asked by staff, answered on /application-status. */
@Resolver(() => ApplicationDetail)
export class InfoRequestsResolver {
  @FieldResolver(() => [InfoRequest], { description: 'Documents asked of the applicant, oldest first, open or answered.' })
  infoRequests(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<InfoRequest[]> {
    return ctx.services.infoRequests.forStaff(row.kind, row.id);
  }

  @Authorized('review:move')
  @Mutation(() => ApplicationDetail, {
    description:
      "Asks the applicant for documents: each item is one of the kind's document fields or `other`, with an optional note; dueAt is optional and in the future. Moves the application to NEEDS_INFO (audited) and e-mails the applicant a link to /application-status naming the documents. Employee and admin. One reminder is e-mailed 2 days before dueAt while a request is open.",
  })
  async requestMoreInformation(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('items', () => [InfoRequestItemInput]) items: InfoRequestItemInput[],
    @Arg('dueAt', () => Date, { nullable: true }) dueAt: Date | null,
  ): Promise<ApplicationDetail> {
    const appId = applicationId(id);
    await ctx.services.infoRequests.request(
      kind,
      appId,
      { items: items.map((i) => ({ document: i.document, note: i.note })), dueAt },
      { ...requestActor(ctx.req), role: ctx.user?.role ?? null },
    );
    forgetReview(ctx, kind, appId);
    return applicationDetailFor(ctx.user, await ctx.services.applications.records.detailView(kind, appId));
  }
}

import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { ApplicationDetail, ApplicationSummary } from '../applications/applications.types.js';
import { LetterRequestView } from './letters.types.js';

/** One loader a request: a list page's "waiting since" costs one query a kind, whatever the page's size. */
const waitingOf = new WeakMap<object, DataLoader<string, Date | null>>();

function waiting(ctx: GraphQLContext): DataLoader<string, Date | null> {
  let loader = waitingOf.get(ctx.req);
  if (!loader) {
    loader = new DataLoader<string, Date | null>(
      async (keys) => {
        const parsed = keys.map((key) => {
          const [kind, id] = key.split(':') as [Kind, string];
          return { kind, id: Number(id) };
        });
        const found = new Map<string, Date>();
        for (const kind of new Set(parsed.map((p) => p.kind))) {
          const ids = parsed.filter((p) => p.kind === kind).map((p) => p.id);
          for (const [id, since] of await ctx.services.letters.staff.waitingSince(kind, ids)) found.set(`${kind}:${id}`, since);
        }
        return keys.map((key) => found.get(key) ?? null);
      },
      { batchScheduleFn: (run) => setImmediate(run) },
    );
    waitingOf.set(ctx.req, loader);
  }
  return loader;
}

/** The list's indicator: "Letter: waiting since …". */
@Resolver(() => ApplicationSummary)
export class LetterSummaryFieldsResolver {
  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'When the letter of recommendation still awaited was asked for (the oldest, if several); null when none is awaited.',
  })
  letterWaitingSince(@Root() row: ApplicationSummary, @Ctx() ctx: GraphQLContext): Promise<Date | null> {
    return waiting(ctx).load(`${row.kind}:${row.id}`);
  }
}

/** The detail page's "Letter of recommendation" section, and the staff reminder. */
@Resolver(() => ApplicationDetail)
export class LetterDetailFieldsResolver {
  @FieldResolver(() => [LetterRequestView], {
    description:
      "The letters of recommendation asked for this application, oldest first, each with the recommender, the applicant's waiver, its status and, once received, the letter (a document like the others: previewed, downloaded and audited the same way).",
  })
  letters(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<LetterRequestView[]> {
    return ctx.services.letters.staff.forApplication(row.kind, row.id);
  }

  @Authorized('review:move')
  @Mutation(() => LetterRequestView, {
    description:
      'E-mails the recommender a reminder with the same link, at most once per 48 hours (the applicant’s reminders count too); audited as letter.reminded. CONFLICT when the letter is no longer awaited or a reminder left less than 48 hours ago. Employee and admin. REST twin: POST /api/{kind}/letters/{letterId}/remind.',
  })
  remindRecommender(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID, { description: 'The application.' }) id: string,
    @Arg('letterId', () => Int) letterId: number,
  ): Promise<LetterRequestView> {
    return ctx.services.letters.staff.remind(kind, applicationId(id), letterId, requestActor(ctx.req));
  }
}

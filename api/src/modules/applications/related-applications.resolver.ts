import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { roleMay } from '../../domain/permissions.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ApplicationDetail, ApplicationSummary } from './applications.types.js';
import { RelatedApplication } from './related-applications.types.js';

/** One loader a request: a list page's marks cost one query a kind, whatever the page's size. */
const marksOf = new WeakMap<object, DataLoader<string, boolean>>();

function marks(ctx: GraphQLContext): DataLoader<string, boolean> {
  let loader = marksOf.get(ctx.req);
  if (!loader) {
    loader = new DataLoader<string, boolean>(
      async (keys) => {
        const parsed = keys.map((key) => ({
          kind: key.slice(0, key.lastIndexOf(':')) as ApplicationKind,
          id: Number(key.slice(key.lastIndexOf(':') + 1)),
        }));
        const found = new Set<string>();
        for (const kind of new Set(parsed.map((p) => p.kind))) {
          const ids = parsed.filter((p) => p.kind === kind).map((p) => p.id);
          for (const id of await ctx.services.relatedApplications.withRelated(kind, ids)) found.add(`${kind}:${id}`);
        }
        return keys.map((key) => found.has(key));
      },
      { batchScheduleFn: (run) => setImmediate(run) },
    );
    marksOf.set(ctx.req, loader);
  }
  return loader;
}

/** The list's mark: volunteers review blind and never see it (issue 39). */
@Resolver(() => ApplicationSummary)
export class RelatedSummaryFieldsResolver {
  @FieldResolver(() => Boolean, {
    description:
      'True when another application (any program, archive included) shares its SSN, e-mail, phone, home address or a loan account. Always false for volunteers.',
  })
  async hasRelatedApplications(@Root() row: ApplicationSummary, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    if (!roleMay(ctx.user?.role, 'applications:related')) return false;
    return marks(ctx).load(`${row.kind}:${row.id}`);
  }
}

/** The detail page's panel. */
@Resolver(() => ApplicationDetail)
export class RelatedDetailFieldsResolver {
  @FieldResolver(() => [RelatedApplication], {
    description:
      'The applications sharing something with this one, most matches first (at most 50): information for staff, never a refusal. Admin and employee; empty for volunteers, who review blind. Audited as a read.',
  })
  relatedApplications(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<RelatedApplication[]> | [] {
    if (!roleMay(ctx.user?.role, 'applications:related')) return [];
    return ctx.services.relatedApplications.relatedTo(row.kind, row.id, row.reference, requestActor(ctx.req));
  }
}

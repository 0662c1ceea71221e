import DataLoader from 'dataloader';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ReviewDetailView, ReviewSummaryView, Viewer } from './review-reads.js';

/**
 * A loader per request: the keys asked for while GraphQL resolves one level of a result (all
 * rows of a page) are loaded with one call, each key once. Batches are cut at setImmediate rather
 * than the next tick, because each resolver passes through async middleware first.
 */
function batchLoader<V>(loadMany: (keys: string[]) => Promise<Map<string, V>>): DataLoader<string, V> {
  return new DataLoader<string, V>(
    async (keys) => {
      const found = await loadMany([...keys]);
      return keys.map((key) => found.get(key) ?? new Error(`Nothing loaded for ${key}`));
    },
    { batchScheduleFn: (run) => setImmediate(run) },
  );
}

export interface ReviewLoaders {
  summary: DataLoader<string, ReviewSummaryView>;
  detail: DataLoader<string, ReviewDetailView>;
  /** Locks the viewer's own scores of the rows whose average showed them the others' (one statement a page). */
  lockOwnScore: DataLoader<string, true>;
}

const perRequest = new WeakMap<object, ReviewLoaders>();
export const loaderKey = (kind: ApplicationKind, id: number) => `${kind}:${id}`;
const parseKey = (key: string) => {
  const at = key.lastIndexOf(':');
  return { kind: key.slice(0, at) as ApplicationKind, id: Number(key.slice(at + 1)) };
};

/**
 * One set of loaders per request: a list page's review columns cost two queries whatever its
 * size, and only when they are asked for.
 */
export function reviewLoaders({ req, user, services }: GraphQLContext): ReviewLoaders {
  const existing = perRequest.get(req);
  if (existing) return existing;
  const viewer: Viewer = { userId: user?.id ?? null, role: user?.role ?? null };
  const { reads, workflow } = services.review;
  const loaders: ReviewLoaders = {
    summary: batchLoader(async (keys) => {
      const byKind = new Map<ApplicationKind, number[]>();
      for (const { kind, id } of keys.map(parseKey)) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
      const found = new Map<string, ReviewSummaryView>();
      for (const [kind, ids] of byKind) {
        for (const [id, view] of await reads.summaries(kind, ids, viewer)) found.set(loaderKey(kind, id), view);
      }
      return found;
    }),
    lockOwnScore: batchLoader(async (keys) => {
      const byKind = new Map<ApplicationKind, number[]>();
      for (const { kind, id } of keys.map(parseKey)) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
      for (const [kind, ids] of byKind) await reads.lockOwnScores(kind, ids, viewer);
      return new Map(keys.map((k) => [k, true as const]));
    }),
    detail: batchLoader(async (keys) => {
      const found = new Map<string, ReviewDetailView>();
      for (const key of keys) {
        const { kind, id } = parseKey(key);
        found.set(key, await reads.detail(kind, await workflow.findApplicant(kind, id), viewer));
      }
      return found;
    }),
  };
  perRequest.set(req, loaders);
  return loaders;
}

/** After a write the request reads afresh. */
export function forgetReview(ctx: GraphQLContext, kind: ApplicationKind, id: number): void {
  const loaders = perRequest.get(ctx.req);
  loaders?.summary.clear(loaderKey(kind, id));
  loaders?.detail.clear(loaderKey(kind, id));
  loaders?.lockOwnScore.clear(loaderKey(kind, id));
}

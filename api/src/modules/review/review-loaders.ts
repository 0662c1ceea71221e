import type { ApplicationKind } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ReviewDetailView, ReviewSummaryView, Viewer } from './review-reads.js';

/**
 * Collects the keys asked for while GraphQL resolves one level of a result (all rows of a page),
 * then loads them with one call. Each key is loaded once per request.
 */
export class BatchLoader<V> {
  private readonly cache = new Map<string, Promise<V>>();
  private pending: { key: string; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];

  constructor(private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>) {}

  load(key: string): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ key, resolve, reject });
    });
    this.cache.set(key, promise);
    return promise;
  }

  clear(key: string): void {
    this.cache.delete(key);
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const found = await this.loadMany([...new Set(batch.map((b) => b.key))]);
      for (const b of batch) {
        const value = found.get(b.key);
        if (value === undefined) b.reject(new Error(`Nothing loaded for ${b.key}`));
        else b.resolve(value);
      }
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
  }
}

export interface ReviewLoaders {
  summary: BatchLoader<ReviewSummaryView>;
  detail: BatchLoader<ReviewDetailView>;
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
  const { reads, service } = services.review;
  const loaders: ReviewLoaders = {
    summary: new BatchLoader(async (keys) => {
      const byKind = new Map<ApplicationKind, number[]>();
      for (const { kind, id } of keys.map(parseKey)) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
      const found = new Map<string, ReviewSummaryView>();
      for (const [kind, ids] of byKind) {
        for (const [id, view] of await reads.summaries(kind, ids, viewer)) found.set(loaderKey(kind, id), view);
      }
      return found;
    }),
    detail: new BatchLoader(async (keys) => {
      const found = new Map<string, ReviewDetailView>();
      for (const key of keys) {
        const { kind, id } = parseKey(key);
        found.set(key, await reads.detail(kind, await service.findApplicant(kind, id), viewer));
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
}

import type { FeatureModule } from '../../services.js';
import { ReviewBulkResolver } from './review-bulk.resolver.js';
import { ReviewBulkService } from './review-bulk.service.js';
import { ReviewDetailFieldsResolver } from './review-detail.resolver.js';
import { ReviewExport } from './review-export.js';
import { ReviewReads } from './review-reads.js';
import { reviewEntities } from './review.entity.js';
import { ReviewResolver, ReviewSummaryFieldsResolver } from './review.resolver.js';
import { reviewRoutes } from './review.routes.js';
import { ReviewService } from './review.service.js';
import { RubricScoresService } from './rubric-scores.service.js';

export interface ReviewServices {
  /** Status moves (single and bulk), notes and assignments, each audited in its transaction. */
  workflow: ReviewService;
  bulk: ReviewBulkService;
  /** The rubric and its scores. */
  scores: RubricScoresService;
  reads: ReviewReads;
  exports: ReviewExport;
}

/** The review workflow: statuses, notes, assignments, rubric scores, exports. */
export const reviewModule: FeatureModule<'review', ReviewServices> = {
  name: 'review',
  entities: reviewEntities,
  resolvers: [ReviewResolver, ReviewSummaryFieldsResolver, ReviewDetailFieldsResolver, ReviewBulkResolver],
  applicationRoutes: (services, kind) => ({ main: [reviewRoutes(services, kind)] }),
  build: ({ config, db }, { audit, applications }) => {
    const workflow = new ReviewService(db, audit, config.publicUrl);
    const scores = new RubricScoresService(db, audit);
    const reads = new ReviewReads(db, scores);
    return {
      workflow,
      bulk: new ReviewBulkService(db, workflow, config.publicUrl),
      scores,
      reads,
      exports: new ReviewExport(applications.records, reads, audit),
    };
  },
};

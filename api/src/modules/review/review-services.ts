import type { DataSource } from 'typeorm';
import type { ApplicationServices } from '../applicants/application-services.js';
import type { AuditService } from '../audit/audit.service.js';
import { ApplicationZip } from './application-zip.js';
import { ReviewExport } from './review-export.js';
import { ReviewReads } from './review-reads.js';
import { ReviewService } from './review.service.js';
import { RubricScoresService } from './rubric-scores.service.js';

/** The review workflow, built once; `services.review` in the container. */
export interface ReviewServices {
  service: ReviewService;
  scores: RubricScoresService;
  reads: ReviewReads;
  exports: ReviewExport;
  zips: ApplicationZip;
}

export function createReviewServices(db: DataSource, audit: AuditService, applications: ApplicationServices): ReviewServices {
  const service = new ReviewService(db, audit);
  const scores = new RubricScoresService(db, audit);
  const reads = new ReviewReads(db, scores);
  return {
    service,
    scores,
    reads,
    exports: new ReviewExport(applications.staff, reads, audit),
    zips: new ApplicationZip(applications.staff, applications.staff.documents, applications.downloads, audit),
  };
}

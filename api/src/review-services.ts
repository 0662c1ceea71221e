import type { DataSource } from 'typeorm';
import type { ApplicationServices } from './application-services.js';
import type { AuditService } from './modules/audit/audit.service.js';
import { ApplicationZip } from './modules/applications/application-zip.js';
import { ReviewExport } from './modules/review/review-export.js';
import { ReviewReads } from './modules/review/review-reads.js';
import { ReviewBulkService } from './modules/review/review-bulk.service.js';
import { ReviewService } from './modules/review/review.service.js';
import { RubricScoresService } from './modules/review/rubric-scores.service.js';

/** The review workflow, built once; `services.review` in the container. */
export interface ReviewServices {
  service: ReviewService;
  bulk: ReviewBulkService;
  scores: RubricScoresService;
  reads: ReviewReads;
  exports: ReviewExport;
  zips: ApplicationZip;
}

export function createReviewServices(
  db: DataSource,
  audit: AuditService,
  applications: ApplicationServices,
  publicUrl: string,
): ReviewServices {
  const service = new ReviewService(db, audit, publicUrl);
  const scores = new RubricScoresService(db, audit);
  const reads = new ReviewReads(db, scores);
  return {
    service,
    bulk: new ReviewBulkService(db, service, publicUrl),
    scores,
    reads,
    exports: new ReviewExport(applications.staff, reads, audit),
    zips: new ApplicationZip(applications.staff, applications.staff.documents, applications.downloads, audit),
  };
}

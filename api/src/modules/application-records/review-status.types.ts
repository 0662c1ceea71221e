import { registerEnumType } from 'type-graphql';
import { REVIEW_STATUSES, type ReviewStatus as Status } from '../../domain/review/index.js';

/** The GraphQL enum's values are the stored values themselves. */
export const ReviewStatus = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, s])) as { [K in Status]: K };
registerEnumType(ReviewStatus, {
  name: 'ReviewStatus',
  description:
    'Where an application is in review, orthogonal to active/archived. RECEIVED → IN_REVIEW ↔ NEEDS_INFO → APPROVED (→ PAID) or DECLINED; admins may reopen a decision.',
});

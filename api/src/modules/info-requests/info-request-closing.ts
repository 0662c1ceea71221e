import { IsNull, type EntityManager } from 'typeorm';
import type { ReviewMoveEvent } from '../review/review.service.js';
import { InfoRequestRow } from './info-request.entity.js';

/**
 * A staff move out of NEEDS_INFO (a decision, or taking the request back) closes the
 * application's open requests in the move's own transaction: the status page then shows them
 * closed and an upload into one is refused (issue 30, finding 8; docs/decisions/330).
 */
export async function closeOpenRequests(manager: EntityManager, move: ReviewMoveEvent): Promise<void> {
  if (move.from !== 'NEEDS_INFO') return;
  await manager
    .getRepository(InfoRequestRow)
    .update(
      { applicantKind: move.kind, applicantId: move.applicantId, fulfilledAt: IsNull(), closedAt: IsNull() },
      { closedAt: move.at },
    );
}

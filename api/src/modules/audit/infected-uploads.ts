import type { EntityManager } from 'typeorm';
import type { AuditActor, AuditService } from './audit.service.js';

/** The audit action of a file the virus scan refused (issue 24). */
export const INFECTED_UPLOAD_ACTION = 'upload.refused_infected';

export interface InfectedUpload {
  /** Which door took it, e.g. "undergrad form (REST)", "status page answer", "content image". */
  door: string;
  field: string;
  /** SHA-256 of the refused bytes, hex: enough to recognise the file again, never the file itself. */
  sha256: string;
  /** The scanner's name for what it found; kept here only, never shown to the applicant. */
  signature: string;
}

/** One audit row per refused file: the time, the door, the sha256 and the signature name. */
export function recordInfectedUpload(
  audit: AuditService,
  actor: AuditActor,
  upload: InfectedUpload,
  manager?: EntityManager,
): Promise<void> {
  return audit.record(
    actor,
    {
      action: INFECTED_UPLOAD_ACTION,
      targetType: 'upload',
      targetId: upload.sha256,
      detail: `door: ${upload.door}; field: ${upload.field}; signature: ${upload.signature}`,
    },
    manager,
  );
}

import type { Request } from 'express';
import type { AuditActor } from '../modules/audit/audit.service.js';

/** Who is asking and from where, for the audit log and the rate limits. */
export function requestActor(req: Request): AuditActor {
  return { userId: req.user?.id ?? null, ip: req.ip ?? req.socket.remoteAddress ?? null };
}

import type { Request } from 'express';

/** Who did something and from where: a signed-in user (or none) and an address (or none). */
export interface AuditActor {
  userId: number | null;
  ip: string | null;
}

/** Who is asking and from where, for the audit log and the rate limits. */
export function requestActor(req: Request): AuditActor {
  return { userId: req.user?.id ?? null, ip: req.ip ?? req.socket.remoteAddress ?? null };
}

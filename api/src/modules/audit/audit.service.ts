import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../../auth/request-actor.js';
import { AuditLogEntry } from './audit-log.entity.js';

export type { AuditActor };

export interface AuditEvent {
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** A short note; callers never pass personal data here. */
  detail?: string;
}

export class AuditService {
  constructor(private readonly db: DataSource) {}

  async record(actor: AuditActor, event: AuditEvent, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.insert(AuditLogEntry, {
      at: new Date(),
      actorUserId: actor.userId,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId: event.targetId === undefined ? null : String(event.targetId),
      ip: actor.ip ? actor.ip.slice(0, 45) : null,
      detail: event.detail ? event.detail.slice(0, 500) : null,
    });
  }

  recent(limit = 100): Promise<AuditLogEntry[]> {
    return this.db.getRepository(AuditLogEntry).find({ order: { id: 'DESC' }, take: limit });
  }
}

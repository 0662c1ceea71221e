import type { DataSource } from 'typeorm';
import { APPLICATION_READ_ACTIONS } from '../../domain/audit.js';
import { mailAdmins } from '../accounts/admin-notices.js';
import type { AuditActor, AuditEvent, AuditService } from '../audit/audit.service.js';
import { AccessAlertSent } from './oversight.entity.js';

export interface AccessAlertSettings {
  /** More distinct applications than this read by one account within an hour alerts (default 60). */
  readsPerHour: number;
  /** More SSN reveals than this by one account within an hour alerts (default 10). */
  ssnRevealsPerHour: number;
}

const HOUR_MS = 60 * 60_000;
const READS = APPLICATION_READ_ACTIONS;

interface Alert {
  /** Unique per alert: the same key is never sent twice. */
  key: string;
  action: string;
  subject: string;
  text: string;
  targetId: number | string | null;
}

/**
 * Alerts to admins on unusual access (issue 27): bulk reads and SSN reveals by one account in an
 * hour, a role granted, a user deleted, a full export, a sign-in from a new browser. Each goes
 * once (AccessAlertSent), by e-mail through the outbox, with account ids and a link to the audit
 * page, never a name or an applicant's data, and is itself an audit row.
 */
export class OversightService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly settings: AccessAlertSettings,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The audit watcher: looks at each row once it is written. */
  readonly observe = async (actor: AuditActor, event: AuditEvent): Promise<void> => {
    if (event.action.startsWith('alert.')) return;
    const alert = await this.alertFor(actor, event);
    if (alert) await this.send(alert);
  };

  private activity = (userId: number) => `${this.publicUrl}/admin-access-audit?actorUserId=${userId}`;

  private async alertFor(actor: AuditActor, event: AuditEvent): Promise<Alert | null> {
    const who = actor.userId;
    const target = event.targetId ?? null;
    switch (event.action) {
      case 'user.role_changed':
        return {
          key: `role:${this.stamp()}:${String(target)}:${who ?? 0}`,
          action: 'alert.role-granted',
          subject: 'a staff role was given',
          text: `Staff account #${who ?? '?'} gave account #${String(target)} a role (${event.detail ?? ''}).\n\nActivity: ${this.activity(Number(target))}`,
          targetId: target,
        };
      case 'user.deleted':
        return {
          key: `deleted:${String(target)}`,
          action: 'alert.user-deleted',
          subject: 'a staff account was deleted',
          text: `Staff account #${who ?? '?'} deleted account #${String(target)}.\n\nActivity: ${this.activity(who ?? 0)}`,
          targetId: target,
        };
      case 'applications.export-csv':
        return {
          key: `export:${this.stamp()}:${who ?? 0}`,
          action: 'alert.full-export',
          subject: 'a list of applications was exported',
          text: `Staff account #${who ?? '?'} exported a list of ${event.targetType ?? 'applications'} as CSV (${event.detail ?? ''}).\n\nActivity: ${this.activity(who ?? 0)}`,
          targetId: who,
        };
      case 'mfa.used':
      case 'mfa.recovery_used':
        if (!who || !event.flags?.includes('new-device')) return null;
        return {
          key: `device:${this.stamp()}:${who}`,
          action: 'alert.new-device',
          subject: 'a staff sign-in from a new browser',
          text: `Staff account #${who} signed in from a browser it has not used before (address ${actor.ip ?? 'unknown'}).\n\nActivity: ${this.activity(who)}`,
          targetId: who,
        };
    }
    if (!who || !event.read) return null;
    if (event.action === 'application.ssn-reveal') {
      const reveals = await this.countSince(who, "action = 'application.ssn-reveal'", 'COUNT(*)');
      if (reveals <= this.settings.ssnRevealsPerHour) return null;
      return {
        key: `ssn:${who}:${this.hour()}`,
        action: 'alert.ssn-reveals',
        subject: 'many SSNs revealed by one account',
        text: `Staff account #${who} revealed SSNs ${reveals} times in the last hour (alert above ${this.settings.ssnRevealsPerHour}).\n\nActivity: ${this.activity(who)}`,
        targetId: who,
      };
    }
    if (!READS.includes(event.action as (typeof READS)[number])) return null;
    const list = READS.map((a) => `'${a}'`).join(', ');
    const read = await this.countSince(
      who,
      `action IN (${list}) AND application_ref IS NOT NULL`,
      'COUNT(DISTINCT application_ref)',
    );
    if (read <= this.settings.readsPerHour) return null;
    return {
      key: `reads:${who}:${this.hour()}`,
      action: 'alert.bulk-reads',
      subject: 'one account read many applications',
      text: `Staff account #${who} read ${read} different applications in the last hour (alert above ${this.settings.readsPerHour}).\n\nActivity: ${this.activity(who)}`,
      targetId: who,
    };
  }

  /** The hour an alert of counts belongs to: one alert per account per clock hour. */
  private hour(): string {
    return this.now().toISOString().slice(0, 13);
  }

  /** A second-precise stamp, for alerts on single events. */
  private stamp(): string {
    return this.now().toISOString().slice(0, 19);
  }

  private async countSince(userId: number, where: string, what: string): Promise<number> {
    const since = new Date(this.now().getTime() - HOUR_MS);
    const at = this.db.options.type === 'mysql' ? since : since.toISOString().replace('T', ' ').replace('Z', '');
    const rows: Array<{ n: number | string }> = await this.db.query(
      `SELECT ${what} AS n FROM audit_log WHERE actor_user_id = ? AND at >= ? AND ${where}`,
      [userId, at],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Claims the key (only one instance can), then mails the admins and audits the alert. */
  private async send(alert: Alert): Promise<void> {
    try {
      await this.db.getRepository(AccessAlertSent).insert({ key: alert.key.slice(0, 160), sentAt: this.now() });
    } catch {
      return; // already sent
    }
    await mailAdmins(this.db, 'access-alert', alert.subject, alert.text);
    await this.audit.record(
      { userId: null, ip: null },
      { action: alert.action, targetType: 'user', targetId: alert.targetId ?? undefined, detail: alert.key.slice(0, 500) },
    );
  }
}

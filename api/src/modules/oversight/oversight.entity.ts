import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An access alert already sent, by its key (kind, account, hour or row): the primary key makes
 * each alert go once, whichever instance notices it first.
 */
@Entity({ name: 'access_alerts_sent' })
export class AccessAlertSent {
  @PrimaryColumn({ name: 'alert_key', type: 'varchar', length: 160 })
  key!: string;

  @Column({ name: 'sent_at', type: 'datetime' })
  sentAt!: Date;
}

export const oversightEntities = [AccessAlertSent];

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An admin's dismissal of a console notice, at the level it had then (db/migrations/1700000001140). */
@Entity({ name: 'dismissed_notices' })
@Index('uq_dismissed_notices_user_key', ['userId', 'noticeKey'], { unique: true })
export class DismissedNoticeRow {
  @PrimaryGeneratedColumn({ name: 'dismissal_id', type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'notice_key', type: 'varchar', length: 64 })
  noticeKey!: string;

  @Column({ name: 'notice_level', type: 'integer' })
  level!: number;

  @Column({ name: 'dismissed_at', type: 'datetime' })
  dismissedAt!: Date;
}

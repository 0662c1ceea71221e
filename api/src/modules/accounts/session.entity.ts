import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A signed-in browser. Kept in the database so any app instance can serve it. */
@Entity({ name: 'sessions' })
export class SessionRecord {
  @PrimaryColumn({ name: 'sid', type: 'varchar', length: 128 })
  sid!: string;

  @Index('idx_sessions_expires_at')
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ name: 'data', type: 'text' })
  data!: string;
}

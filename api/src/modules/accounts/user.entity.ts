import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StaffRole } from '../../domain/roles.js';
import { Role } from './role.types.js';

@ObjectType('User', { description: 'A staff member who signs in to the console.' })
@Entity({ name: 'users' })
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'user_id', type: 'integer' })
  id!: number;

  @Field(() => String)
  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Field(() => String)
  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  @Field(() => String)
  @Column({ name: 'email', type: 'varchar', length: 254 })
  email!: string;

  /** Lower-cased e-mail: the unique key, so Ann@x.org and ann@x.org are one account. */
  @Index('uq_users_email_normalized', { unique: true })
  @Column({ name: 'email_normalized', type: 'varchar', length: 254 })
  emailNormalized!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Field(() => Role, { nullable: true, description: 'Null while the registration waits for an admin.' })
  @Column({ name: 'role', type: 'varchar', length: 16, nullable: true })
  role!: StaffRole | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}

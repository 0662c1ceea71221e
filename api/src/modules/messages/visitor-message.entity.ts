import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MessageKindEnum } from './message-kind.types.js';

export const MESSAGE_KINDS = ['contact', 'volunteer'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * A contact message or volunteer request, stored before it is e-mailed so nothing is lost
 * when mail fails. Staff with `messages:read` read and handle them in the inbox.
 */
@ObjectType('VisitorMessage', { description: 'A message sent through the contact or volunteer form.' })
@Entity({ name: 'visitor_messages' })
@Index('idx_visitor_messages_kind_received', ['kind', 'receivedAt'])
export class VisitorMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'message_id', type: 'integer' })
  id!: number;

  @Field(() => MessageKindEnum)
  @Column({ name: 'kind', type: 'varchar', length: 16 })
  kind!: MessageKind;

  @Field(() => String)
  @Column({ name: 'name', type: 'varchar', length: 100 })
  name!: string;

  @Field(() => String)
  @Column({ name: 'email', type: 'varchar', length: 254 })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Volunteer requests: the role chosen.' })
  @Column({ name: 'volunteer_role', type: 'varchar', length: 40, nullable: true })
  volunteerRole!: string | null;

  @Field(() => String, { nullable: true, description: 'Volunteer requests: what "Other" means, if given.' })
  @Column({ name: 'other_role', type: 'varchar', length: 200, nullable: true })
  otherRole!: string | null;

  @Field(() => String, { description: "The contact message or the volunteer's request." })
  @Column({ name: 'body', type: 'text' })
  body!: string;

  @Field(() => Date)
  @Column({ name: 'received_at', type: 'datetime' })
  receivedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the e-mail to the organisation left; null if it has not.' })
  @Column({ name: 'mailed_at', type: 'datetime', nullable: true })
  mailedAt!: Date | null;

  @Field(() => Boolean, { description: 'A staff member has dealt with it (inbox at /admin-access-messages).' })
  @Column({ name: 'handled', type: 'boolean', default: false })
  handled!: boolean;

  @Column({ name: 'handled_by_user_id', type: 'integer', nullable: true })
  handledByUserId!: number | null;

  @Field(() => String, { nullable: true, description: 'Who marked it handled: their name, as it was then.' })
  @Column({ name: 'handled_by', type: 'varchar', length: 201, nullable: true })
  handledBy!: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'handled_at', type: 'datetime', nullable: true })
  handledAt!: Date | null;
}

import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('InfoRequest', { description: 'A document staff asked the applicant for, and how it was answered.' })
export class InfoRequest {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'The document field asked for, or `other`.' })
  document!: string;

  @Field(() => String, { description: 'Its label on the form, e.g. College transcript.' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'The note the applicant reads.' })
  note!: string | null;

  @Field(() => Date, { nullable: true })
  dueAt!: Date | null;

  @Field(() => Date)
  requestedAt!: Date;

  @Field(() => String, { description: 'Who asked.' })
  requestedBy!: string;

  @Field(() => Date, { nullable: true, description: 'When the applicant answered; null while open.' })
  fulfilledAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it was closed unanswered: staff moved the application out of NEEDS_INFO (a decision or taking the request back). A closed request takes no upload.',
  })
  closedAt!: Date | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The fileId of the document version that answered it (see ApplicationDetail.documents).',
  })
  fileId!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the reminder 2 days before dueAt was sent.' })
  reminderSentAt!: Date | null;
}

import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType('InfoRequestItemInput', { description: 'One document to ask the applicant for.' })
export class InfoRequestItemInput {
  @Field(() => String, { description: "One of the kind's document fields (e.g. transcript), or `other`." })
  document!: string;

  @Field(() => String, {
    nullable: true,
    description: 'What to send, in words the applicant reads on the status page (at most 500 characters).',
  })
  note!: string | null;
}

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

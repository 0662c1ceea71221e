import { Field, InputType } from 'type-graphql';

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

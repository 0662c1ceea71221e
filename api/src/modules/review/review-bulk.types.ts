import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('BulkUpdateRow', { description: 'What became of one application of a bulk change made each on its own.' })
export class BulkUpdateRow {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { nullable: true, description: 'Its reference; null for an id no application has.' })
  reference!: string | null;

  @Field(() => String, { nullable: true, description: "The applicant's first and last name; null for an unknown id." })
  applicantName!: string | null;

  @Field(() => Boolean, { description: 'True when its move and assignment were made (both, or neither).' })
  changed!: boolean;

  @Field(() => Boolean, { description: 'True when the move e-mailed the applicant (APPROVED, DECLINED).' })
  emailed!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Why it did not change: the code a single move would answer (CONFLICT, FORBIDDEN, VALIDATION, NOT_FOUND).',
  })
  code!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it did not change, in a sentence; null when it changed.' })
  message!: string | null;
}

@ObjectType('BulkUpdateResult', { description: 'A bulk change made to each application on its own, and what became of each.' })
export class BulkUpdateResult {
  @Field(() => Int, { description: 'How many applications changed.' })
  changed!: number;

  @Field(() => Int, { description: 'How many applicants were e-mailed a decision.' })
  emailed!: number;

  @Field(() => [BulkUpdateRow], { description: 'Every application asked for, in the order given (duplicates once).' })
  rows!: BulkUpdateRow[];
}

import { Field, InputType, Int } from 'type-graphql';

@InputType('RetentionPolicyInput')
export class RetentionPolicyInput {
  @Field(() => Int)
  declinedMonths!: number;

  @Field(() => Int)
  paidMonths!: number;

  @Field(() => Int)
  archivedMonths!: number;
}

import { Field, InputType, Int } from 'type-graphql';

@InputType('CriterionScoreInput')
export class CriterionScoreInput {
  @Field(() => String, { description: "The criterion's key." })
  criterion!: string;

  @Field(() => Int, { nullable: true, description: 'Points from 0 to its maximum; null means N/A.' })
  points!: number | null;
}

@InputType('RubricCriterionInput')
export class RubricCriterionInput {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  maxPoints!: number;

  @Field(() => Int)
  weight!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "A field name of this kind's form whose answer is shown beside the criterion (e.g. gpa); not an SSN. Null or absent for none.",
  })
  field?: string | null;
}

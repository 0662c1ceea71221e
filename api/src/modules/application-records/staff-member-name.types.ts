import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('StaffMemberName', { description: 'Who did something, by name.' })
export class StaffMemberName {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;
}

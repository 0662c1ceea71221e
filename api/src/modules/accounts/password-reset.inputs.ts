import { Field, InputType } from 'type-graphql';

@InputType('CompletePasswordResetInput', { description: 'Step 2 of a password reset. Code and password are trimmed.' })
export class CompletePasswordResetInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'The verification code from the e-mail.' })
  code!: string;

  @Field(() => String, { description: 'The new password (spec §5 rule).' })
  password!: string;
}

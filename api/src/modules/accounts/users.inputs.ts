import { Field, InputType } from 'type-graphql';

/** Spec §3 Registration. Validated by the shared zod rules in the service, not here. */
@InputType('RegistrationInput', { description: 'A request for staff access; it waits for an admin to give a role.' })
export class RegistrationInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, {
    description: 'Spec §5: 8+ letters, digits and =@#$%&, with an upper case letter, a digit and a special.',
  })
  password!: string;

  @Field(() => String, { description: 'The password again.' })
  password2!: string;
}

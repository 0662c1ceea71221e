import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CompletePasswordResetInput } from './password-reset.inputs.js';

/** The two steps of a password reset. Public, like their REST twins. */
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, { description: 'E-mails a verification code. Answers true whether or not the account exists.' })
  async requestPasswordReset(@Ctx() context: GraphQLContext, @Arg('email', () => String) email: string): Promise<boolean> {
    await context.services.accounts.passwordResets.requestCode({ email }, requestActor(context.req));
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with the e-mailed code; signs the user out everywhere.' })
  async completePasswordReset(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => CompletePasswordResetInput) input: CompletePasswordResetInput,
  ): Promise<boolean> {
    const { email, code, password } = input;
    await context.services.accounts.passwordResets.complete(
      { email, password, tempPassResetCode: code },
      requestActor(context.req),
    );
    return true;
  }
}

import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import { endSession } from './sign-in.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { assertCsrf } from '../../http/csrf.js';
import { SignInStep } from './second-factor.types.js';
import { signInSteps } from './sign-in-steps.js';
import { deviceToken } from './known-devices.js';
import { User } from './user.entity.js';

/** Sign-in and sign-out: the GraphQL twins of /api/auth/status, login and logout. All public. */
@Resolver()
export class AuthResolver {
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in staff user, or null when signed out (a sign-in waiting for its second factor too).',
  })
  me(@Ctx() { user }: GraphQLContext): User | null {
    return user?.role ? user : null;
  }

  @Mutation(() => SignInStep, {
    description:
      "Checks the password. A user still waiting for a role gets FORBIDDEN 'Invalid privileges'. Then a second factor: mfa VERIFY (with methods) or ENROL, and the session id changes; with STAFF_MFA=off, user is the signed-in user.",
  })
  async login(
    @Ctx() context: GraphQLContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ): Promise<SignInStep> {
    const { users } = context.services.accounts;
    const user = await users.authenticate({ email, password }, requestActor(context.req), deviceToken(context.req));
    const step = await signInSteps(context.services).afterPassword(context.req, context.res, user);
    return 'mfa' in step
      ? { mfa: step.mfa, methods: step.mfa === 'verify' ? step.methods : [], user: null }
      : { mfa: null, methods: [], user };
  }

  @Mutation(() => Boolean, { description: 'Signs out and ends the session. Needs the CSRF-Token header.' })
  async logout(@Ctx() context: GraphQLContext): Promise<boolean> {
    assertCsrf(context.req);
    await context.services.accounts.users.recordLogout(requestActor(context.req));
    await endSession(context.req, context.res);
    return true;
  }
}

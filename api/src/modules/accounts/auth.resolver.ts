import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import { endSession, startSession } from './sign-in.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { assertCsrf } from '../../http/csrf.js';
import { deviceToken, rememberDevice } from './known-devices.js';
import { User } from './user.entity.js';

/** Sign-in and sign-out: the GraphQL twins of /api/auth/status, login and logout. All public. */
@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in staff user, or null when signed out.' })
  me(@Ctx() { user }: GraphQLContext): User | null {
    return user?.role ? user : null;
  }

  @Mutation(() => User, {
    description: "Signs in. A user still waiting for a role gets FORBIDDEN 'Invalid privileges'. The session id changes.",
  })
  async login(
    @Ctx() context: GraphQLContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ): Promise<User> {
    const { users, config } = context.services;
    const user = await users.authenticate({ email, password }, requestActor(context.req), deviceToken(context.req));
    await startSession(context.req, user);
    rememberDevice(context.res, users.rememberDevice(user), config.production);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Signs out and ends the session. Needs the CSRF-Token header.' })
  async logout(@Ctx() context: GraphQLContext): Promise<boolean> {
    assertCsrf(context.req);
    await context.services.users.recordLogout(requestActor(context.req));
    await endSession(context.req, context.res);
    return true;
  }
}

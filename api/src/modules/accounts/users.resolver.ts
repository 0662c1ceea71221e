import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { StaffRole } from '../../domain/roles.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { assertCsrf } from '../../http/csrf.js';
import { Role } from './role.types.js';
import { User } from './user.entity.js';
import { RegistrationInput } from './users.inputs.js';

/** Registration and the privileges page: the GraphQL twins of the REST calls, on UsersService. */
@Resolver()
export class UsersResolver {
  @Authorized('users:manage')
  @Query(() => [User], { description: 'Every staff user, those waiting for a role first. Admin only.' })
  users(@Ctx() { services }: GraphQLContext): Promise<User[]> {
    return services.accounts.users.list();
  }

  @Mutation(() => Boolean, {
    description: 'Asks for staff access. Public, but needs the CSRF-Token header. Answers true for a known e-mail too.',
  })
  async register(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => RegistrationInput) input: RegistrationInput,
  ): Promise<boolean> {
    assertCsrf(context.req);
    await context.services.accounts.users.register({ ...input }, requestActor(context.req));
    return true;
  }

  @Authorized('users:change')
  @Mutation(() => User, {
    description:
      'Gives a user a role. Nobody changes their own; the last admin stays. Admin only, with a recent second factor (STEP_UP_REQUIRED).',
  })
  setUserRole(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('role', () => Role) role: StaffRole,
  ): Promise<User> {
    return context.services.accounts.users.setRole(context.user!, { id, choice: role }, requestActor(context.req));
  }

  @Authorized('users:change')
  @Mutation(() => Boolean, {
    description:
      'Deletes a user and ends their sessions. Not yourself, not the last admin. Admin only, with a recent second factor.',
  })
  async deleteUser(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await context.services.accounts.users.delete(context.user!, id, requestActor(context.req));
    return true;
  }
}

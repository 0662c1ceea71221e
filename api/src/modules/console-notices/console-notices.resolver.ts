import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConsoleNoticeView } from './console-notices.types.js';

@Resolver()
export class ConsoleNoticesResolver {
  @Authorized('users:manage')
  @Query(() => [ConsoleNoticeView], {
    description: 'The console notices the signed-in admin has not dismissed. Admin only.',
  })
  consoleNotices(@Ctx() { services, user }: GraphQLContext): Promise<ConsoleNoticeView[]> {
    return services.consoleNotices.forAdmin(user!.id);
  }

  @Authorized('users:manage')
  @Mutation(() => Boolean, {
    description: 'Hides a console notice from the signed-in admin until its level rises (other admins still see it). Admin only.',
  })
  async dismissConsoleNotice(@Arg('key') key: string, @Ctx() { services, user }: GraphQLContext): Promise<boolean> {
    await services.consoleNotices.dismiss(user!.id, key);
    return true;
  }
}

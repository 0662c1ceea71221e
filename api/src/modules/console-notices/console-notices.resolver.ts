import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType('ConsoleNotice', {
  description: 'A notice to admins on every console page, in plain words, until they dismiss it (issue 42).',
})
class ConsoleNoticeView {
  @Field({
    description: 'Which notice: scanning-off (uploads are not scanned) or scans-waiting (documents wait for their scan).',
  })
  key!: string;

  @Field(() => Int, { description: 'How strong it is now (documents waiting); a dismissal holds until the level rises.' })
  level!: number;

  @Field({ description: 'The sentence for staff.' })
  text!: string;

  @Field({ description: 'The technical detail, for whoever runs the server.' })
  detail!: string;
}

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

import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { FailedMailPage, MailOutboxHealthView, OutboxMailView, outboxMailView } from './mail-outbox.types.js';

@Resolver()
export class MailOutboxResolver {
  @Authorized('mail:manage')
  @Query(() => FailedMailPage, { description: 'E-mails that could not be sent after every retry. Admin only.' })
  async failedMails(
    @Ctx() { services }: GraphQLContext,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
  ): Promise<FailedMailPage> {
    const page = await services.mailOutbox.failed(offset, limit);
    return { items: page.items.map(outboxMailView), total: page.total };
  }

  @Authorized('mail:manage')
  @Query(() => MailOutboxHealthView, {
    description: 'How much mail is due, how long it has waited, how much failed. Admin only.',
  })
  mailOutboxHealth(@Ctx() { services }: GraphQLContext): Promise<MailOutboxHealthView> {
    return services.mailOutbox.health();
  }

  @Authorized('mail:manage')
  @Mutation(() => OutboxMailView, {
    description: 'Sends a failed e-mail again, with a fresh set of attempts. Admin only; audited.',
  })
  async retryMail(@Ctx() { services, req }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<OutboxMailView> {
    return outboxMailView(await services.mailOutbox.retry(requestActor(req), id));
  }
}

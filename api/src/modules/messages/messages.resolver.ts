import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { MessageKindEnum } from './message-kind.types.js';
import { VisitorMessage, type MessageKind } from './visitor-message.entity.js';
import { VisitorMessagePage } from './messages.types.js';

export const MAX_MESSAGE_PAGE = 100;

@Resolver()
export class MessagesResolver {
  @Authorized('messages:read')
  @Query(() => VisitorMessagePage, { description: 'Contact messages and volunteer requests, newest first. Admin and employee.' })
  async visitorMessages(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => MessageKindEnum, { nullable: true }) kind: MessageKind | null,
    @Arg('handled', () => Boolean, { nullable: true, description: 'Only handled (true) or unhandled (false) messages.' })
    handled: boolean | null,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
  ): Promise<VisitorMessagePage> {
    return services.messages.list({
      kind,
      handled,
      offset: Math.max(0, offset),
      limit: Math.min(MAX_MESSAGE_PAGE, Math.max(1, limit)),
    });
  }

  @Authorized('messages:read')
  @Query(() => Int, { description: 'How many messages no one has handled yet (the admin bar badge).' })
  unhandledMessageCount(@Ctx() { services }: GraphQLContext): Promise<number> {
    return services.messages.unhandledCount();
  }

  @Authorized('messages:handle')
  @Mutation(() => VisitorMessage, { description: 'Marks a message handled, with who and when, or back to unhandled.' })
  setVisitorMessageHandled(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('handled', () => Boolean) handled: boolean,
  ): Promise<VisitorMessage> {
    return services.messages.setHandled(requestActor(req), id, handled);
  }
}

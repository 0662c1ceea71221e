import type { NonEmptyArray } from 'type-graphql';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { MessagesResolver } from '../modules/messages/messages.resolver.js';

/** Every resolver class. A feature adds its resolver here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [HealthResolver, MessagesResolver];

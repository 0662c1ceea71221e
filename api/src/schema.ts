import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { authChecker } from './graphql/auth-checker.js';
import { FEATURES } from './modules/index.js';

let cached: Promise<GraphQLSchema> | undefined;

/** The typed schema, built once per process from every feature's resolver classes. */
export function getSchema(): Promise<GraphQLSchema> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const resolvers = FEATURES.flatMap((feature) => feature.resolvers ?? []) as NonEmptyArray<Function>;
  cached ??= buildSchema({ resolvers, authChecker, authMode: 'error', validate: false });
  return cached;
}

import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './graphql/auth-checker.js';
import { resolvers } from './resolvers.js';

let cached: Promise<GraphQLSchema> | undefined;

/** The typed schema, built once per process from the resolver classes. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({ resolvers, authChecker, authMode: 'error', validate: false });
  return cached;
}

import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from './context.js';
import { getSchema } from './schema.js';

/** Codes whose messages were written for users; anything else is masked. */
const SAFE_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'TOO_MANY_REQUESTS',
]);

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && SAFE_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  console.error(`[graphql] ${formatted.path?.join('.') ?? 'request'}: ${(original as Error)?.message?.slice(0, 300)}`);
  return {
    message: 'Something went wrong on our side. Please try again.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

export async function createApollo(): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await getSchema(),
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    // GET /graphql from a browser is answered by our own GraphiQL page, not Apollo's.
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  return apollo;
}

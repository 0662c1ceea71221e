import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.js';
import { requestMessages } from '../domain/request-messages.js';
import { domainErrorsPlugin, formatDomainError } from './errors.js';
import { GRAPHQL_LIMITS, costLimitPlugin, limitRules, parseOptions } from './limits.js';
import { schemaDisclosurePlugin, type SchemaDisclosure } from './schema-disclosure.js';

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
  'APPLICATIONS_CLOSED',
  'STEP_UP_REQUIRED',
  'FILE_REJECTED',
  'SECOND_PERSON_REQUIRED',
]);

/**
 * Database errors quote the values they choke on ("Duplicate entry '…' for key"), and a value
 * may be an SSN or a password: the log keeps the shape of the message, never a quoted literal
 * or a long run of digits.
 */
export function redactLiterals(message: string): string {
  return message.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "'…'").replace(/\d[\d\s-]{6,}\d/g, '…');
}

const PERSISTED_QUERY_NOT_SUPPORTED = 'PERSISTED_QUERY_NOT_SUPPORTED';
const PERSISTED_QUERY_REFUSED = 'Persisted queries are not supported here. Please send the full query.';

/** Every GraphQL error passes here, in development as in production: only user-facing codes keep their message. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const domain = formatDomainError(formatted, error);
  if (domain) return domain;
  const code = formatted.extensions?.code;
  // Apollo's own text is the class name ("PersistedQueryNotSupported"): say what to do instead.
  if (code === PERSISTED_QUERY_NOT_SUPPORTED) return { message: PERSISTED_QUERY_REFUSED, extensions: { code } };
  if (typeof code === 'string' && SAFE_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const message = redactLiterals(String((original as Error)?.message ?? original)).slice(0, 300);
  console.error(`[graphql] ${formatted.path?.join('.') ?? 'request'}: ${(original as Error)?.name ?? 'Error'}: ${message}`);
  return {
    message: requestMessages.serverError,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * Every answer is private and uncacheable: staff data, signed-in state. Apollo's cache-control
 * plugin came to the same `no-store` (no field carries a cache hint) but hooked every field of
 * every row to get there, so it is off and this says it once per response.
 */
const noStorePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/** A hash-only request is the client's mistake to correct: 400, like any request that cannot run. */
const persistedQueriesRefusedPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((e) => e.extensions?.code === PERSISTED_QUERY_NOT_SUPPORTED)) response.http.status = 400;
      },
    };
  },
};

/** The GraphQL server for a schema built at the top (api/src/schema.ts) from every feature's resolvers. */
export async function createApollo(schema: GraphQLSchema, disclosure: SchemaDisclosure): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // GET and simple POSTs need a header a cross-site form can't send (apollo-require-preflight).
    csrfPrevention: true,
    // Integrators explore the API with introspection; its cost is bounded in limits.ts, and who
    // may use it is schemaDisclosurePlugin's (signed-in staff, and everyone where the setting says so).
    introspection: true,
    // One operation per HTTP request, so per-request rate limits and cost limits mean what they say.
    allowBatchedHttpRequests: false,
    // No persisted-query cache: a hash-only request (Apollo's APQ) is told so with
    // PERSISTED_QUERY_NOT_SUPPORTED (400), and the client sends the full query. Its default
    // in-memory cache answered PERSISTED_QUERY_NOT_FOUND, which the masking below logged as internal.
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    formatError,
    parseOptions: parseOptions(GRAPHQL_LIMITS),
    validationRules: limitRules(GRAPHQL_LIMITS),
    // Fragment-spread bombs: Apollo's own cap on selections expanded during validation.
    maxRecursiveSelections: true,
    // GET /graphql from a browser is answered by our own GraphiQL page, not Apollo's.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin,
      costLimitPlugin<GraphQLContext>(GRAPHQL_LIMITS),
      schemaDisclosurePlugin(disclosure),
      domainErrorsPlugin<GraphQLContext>(),
      persistedQueriesRefusedPlugin,
    ],
  });
  await apollo.start();
  return apollo;
}

import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError, type ErrorCode } from '../domain/errors.js';
import { HTTP_STATUS } from '../http/errors.js';

/**
 * The one mapping from a domain error code to GraphQL's `extensions.code`. The codes are the
 * ones the console and integrators already read (Apollo's own names where one exists).
 */
export const GRAPHQL_CODE: Record<ErrorCode, string> = {
  VALIDATION: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  // docs/api.md promises a refused budget approval as CONFLICT / 409: a conflict is not bad input.
  CONFLICT: 'CONFLICT',
  TOO_LARGE: 'BAD_USER_INPUT',
  UNSUPPORTED_MEDIA_TYPE: 'BAD_USER_INPUT',
  APPLICATIONS_CLOSED: 'APPLICATIONS_CLOSED',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  STEP_UP_REQUIRED: 'STEP_UP_REQUIRED',
  FILE_REJECTED: 'FILE_REJECTED',
  SECOND_PERSON_REQUIRED: 'SECOND_PERSON_REQUIRED',
  CONFLICT_POLICY_REQUIRED: 'CONFLICT_POLICY_REQUIRED',
};

/** A domain error as a GraphQLError: same message, field messages and HTTP status as on REST. */
export function toGraphQLError(error: DomainError): GraphQLError {
  const retry = error.retryAfterSeconds;
  return new GraphQLError(error.message, {
    extensions: {
      code: GRAPHQL_CODE[error.code],
      http: {
        status: HTTP_STATUS[error.code],
        ...(retry !== undefined ? { headers: new Map([['Retry-After', String(retry)]]) } : {}),
      },
      ...(error.fields ? { fields: error.fields } : {}),
      ...(retry !== undefined ? { retryAfterSeconds: retry } : {}),
    },
  });
}

/** The DomainError a resolver threw, under the GraphQLError that graphql-js wraps it in. */
export function domainErrorOf(error: unknown): DomainError | undefined {
  let current = error;
  while (current instanceof GraphQLError && current.originalError && current.originalError !== current) {
    current = current.originalError;
  }
  return current instanceof DomainError ? current : undefined;
}

/** A resolver's DomainError as the client sees it: its message, code and field messages. */
export function formatDomainError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | undefined {
  const domain = domainErrorOf(error);
  if (!domain) return undefined;
  const retry = domain.retryAfterSeconds;
  return {
    message: domain.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code: GRAPHQL_CODE[domain.code],
      ...(domain.fields ? { fields: domain.fields } : {}),
      ...(retry !== undefined ? { retryAfterSeconds: retry } : {}),
    },
  };
}

/**
 * The HTTP status (and Retry-After) of a resolver's DomainError, as on REST. A plugin rather than
 * a type-graphql middleware: a global middleware wraps every field of every row in an async call,
 * which made a page of 50 rows measurably slower to serve.
 */
export function domainErrorsPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          const domain = errors.map(domainErrorOf).find((e) => e !== undefined);
          if (!domain) return;
          response.http.status = HTTP_STATUS[domain.code];
          if (domain.retryAfterSeconds !== undefined) response.http.headers.set('retry-after', String(domain.retryAfterSeconds));
        },
      };
    },
  };
}

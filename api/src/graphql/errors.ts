import { GraphQLError } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
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
  CONFLICT: 'BAD_USER_INPUT',
  TOO_LARGE: 'BAD_USER_INPUT',
  UNSUPPORTED_MEDIA_TYPE: 'BAD_USER_INPUT',
  APPLICATIONS_CLOSED: 'APPLICATIONS_CLOSED',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
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

/** Global type-graphql middleware: every resolver's DomainError leaves as its GraphQL twin. */
export const domainErrors: MiddlewareFn = async (_action, next) => {
  try {
    return await next();
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error) : error;
  }
};

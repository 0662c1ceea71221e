import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { csrfValid } from '../../http/csrf.js';
import { HttpError } from '../../http/errors.js';

/** Apollo codes whose messages reach the client (see graphql/apollo.ts SAFE_CODES). */
const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

/** Runs a service call and turns its HttpError into the GraphQL error with the same message and status. */
export async function asGraphQL<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const retryAfter = error.headers?.['Retry-After'];
    throw new GraphQLError(error.message, {
      extensions: {
        code: CODES[error.status] ?? 'BAD_REQUEST',
        http: { status: error.status, ...(retryAfter ? { headers: new Map([['Retry-After', retryAfter]]) } : {}) },
        ...(error.fields ? { fields: error.fields } : {}),
        ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
      },
    });
  }
}

/**
 * Public mutations that change session state (register, logout) need the CSRF token like their
 * REST twins; the authChecker only checks it for @Authorized mutations.
 */
export function assertCsrf(context: GraphQLContext): void {
  if (!csrfValid(context.req)) {
    throw new GraphQLError('Invalid or missing CSRF token. Reload the page and try again.', {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }
}

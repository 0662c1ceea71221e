import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { getOperationAST, parse, type DocumentNode } from 'graphql';

/** The session's CSRF token, asked for fresh so a sign-in in another tab is picked up. */
async function csrfToken(): Promise<string | undefined> {
  const response = await fetch('/api/csrf-token', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return undefined;
  return ((await response.json()) as { csrfToken?: string }).csrfToken;
}

function isMutation(query: string, operationName: string | null | undefined, documentAST?: DocumentNode | null): boolean {
  try {
    return getOperationAST(documentAST ?? parse(query), operationName ?? null)?.operation === 'mutation';
  } catch {
    return false; // The server answers a document that doesn't parse with a clear error.
  }
}

/**
 * GraphiQL's fetcher for this site's API: same origin, the session cookie, Apollo's CSRF
 * preflight header on every request, and the session's CSRF token on mutations (staff
 * mutations need it; queries don't, so anonymous visitors don't get a session for nothing).
 */
export function createPlaygroundFetcher(): Fetcher {
  const fetcher = createGraphiQLFetcher({
    url: '/graphql',
    headers: { 'apollo-require-preflight': 'true' },
    enableIncrementalDelivery: false,
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  });
  return async (params, options) => {
    if (!isMutation(params.query, params.operationName, options?.documentAST)) return fetcher(params, options);
    const token = await csrfToken();
    return fetcher(params, { ...options, headers: { ...options?.headers, ...(token ? { 'CSRF-Token': token } : {}) } });
  };
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's message for a refused staff action (they are written for staff), or the page's
 * own plain sentence: never Apollo's technical text ("Response not successful: …").
 */
export function messageOf(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

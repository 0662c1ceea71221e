import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's message for a refused staff action (they are written for staff), or the page's
 * own plain sentence: never Apollo's technical text ("Response not successful: …").
 */
export function messageOf(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

/** True when the server refused an approval for the cycle's budget: an admin may override it. */
export function isBudgetRefusal(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const fields = error.errors[0]?.extensions?.fields as Record<string, unknown> | undefined;
  return Boolean(fields && 'overrideBudget' in fields);
}

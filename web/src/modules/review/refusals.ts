import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** True when the server refused an approval for the cycle's budget: an admin may override it. */
export function isBudgetRefusal(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const fields = error.errors[0]?.extensions?.fields as Record<string, unknown> | undefined;
  return Boolean(fields && 'overrideBudget' in fields);
}

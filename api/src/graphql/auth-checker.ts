import type { AuthChecker } from 'type-graphql';
import { isPermission, roleMay } from '../domain/permissions.js';
import { applicationDoors, checkStepUp, NO_PERMISSION, NOT_SIGNED_IN } from '../auth/require-permission.js';
import { DomainError, forbidden, unauthenticated } from '../domain/errors.js';
import { csrfRejected, csrfValid } from '../http/csrf.js';
import type { GraphQLContext } from './context.js';
import { toGraphQLError } from './errors.js';

/**
 * The one authChecker. `@Authorized('applications:read')` names a permission of the
 * permission table; a signed-in staff mutation also needs the session's CSRF token, and the
 * sharpest permissions a second factor verified in the last 15 minutes (step-up). An operation
 * that names one application then passes the conflict-of-interest check (issue 39).
 */
export const authChecker: AuthChecker<GraphQLContext, string> = async ({ context, info, args }, permissions) => {
  if (!context.user) throw toGraphQLError(unauthenticated(NOT_SIGNED_IN));
  const known = permissions.map((p) => {
    if (!isPermission(p)) throw new Error(`Unknown permission "${p}" in @Authorized`);
    return p;
  });
  if (!known.every((p) => roleMay(context.user?.role, p))) throw toGraphQLError(forbidden(NO_PERMISSION));
  if (info.operation.operation === 'mutation' && !csrfValid(context.req)) throw toGraphQLError(csrfRejected());
  try {
    for (const p of known) checkStepUp(context.req, p);
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error) : error;
  }
  // Operations only (a field of an answer was let through with its operation). Its DomainError
  // goes out as a resolver's does: the same message, code and HTTP status.
  const operationLevel = info.parentType.name === 'Query' || info.parentType.name === 'Mutation';
  if (operationLevel) await applicationDoors(context.req)?.graphql(context.req, known, args as Record<string, unknown>);
  return true;
};

import type { AuthChecker } from 'type-graphql';
import { isPermission, roleMay } from '../domain/permissions.js';
import { NO_PERMISSION, NOT_SIGNED_IN } from '../auth/require-permission.js';
import { forbidden, unauthenticated } from '../domain/errors.js';
import { csrfRejected, csrfValid } from '../http/csrf.js';
import type { GraphQLContext } from './context.js';
import { toGraphQLError } from './errors.js';

/**
 * The one authChecker. `@Authorized('applications:read')` names a permission of the
 * permission table; a signed-in staff mutation also needs the session's CSRF token.
 */
export const authChecker: AuthChecker<GraphQLContext, string> = ({ context, info }, permissions) => {
  if (!context.user) throw toGraphQLError(unauthenticated(NOT_SIGNED_IN));
  const allowed = permissions.every((p) => {
    if (!isPermission(p)) throw new Error(`Unknown permission "${p}" in @Authorized`);
    return roleMay(context.user?.role, p);
  });
  if (!allowed) throw toGraphQLError(forbidden(NO_PERMISSION));
  if (info.operation.operation === 'mutation' && !csrfValid(context.req)) throw toGraphQLError(csrfRejected());
  return true;
};

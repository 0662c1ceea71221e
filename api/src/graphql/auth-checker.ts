import { GraphQLError } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import { isPermission, roleMay } from '../auth/permissions.js';
import { NO_PERMISSION, NOT_SIGNED_IN } from '../auth/require-permission.js';
import { csrfValid } from '../http/csrf.js';
import type { GraphQLContext } from './context.js';

/**
 * The one authChecker. `@Authorized('applications:read')` names a permission of the
 * permission table; a signed-in staff mutation also needs the session's CSRF token.
 */
export const authChecker: AuthChecker<GraphQLContext, string> = ({ context, info }, permissions) => {
  if (!context.user) throw new GraphQLError(NOT_SIGNED_IN, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  const allowed = permissions.every((p) => {
    if (!isPermission(p)) throw new Error(`Unknown permission "${p}" in @Authorized`);
    return roleMay(context.user?.role, p);
  });
  if (!allowed) throw new GraphQLError(NO_PERMISSION, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  if (info.operation.operation === 'mutation' && !csrfValid(context.req)) {
    throw new GraphQLError('Invalid or missing CSRF token. Reload the page and try again.', {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }
  return true;
};

import type { RequestHandler } from 'express';
import { messages } from '../domain/messages.js';
import { forbidden, unauthenticated } from '../domain/errors.js';
import { roleMay, type Permission } from '../domain/permissions.js';

export const NOT_SIGNED_IN = messages.notSignedIn;
export const NO_PERMISSION = messages.noPermission;

/** REST twin of the GraphQL authChecker: both read the one permission table. */
export function requirePermission(permission: Permission): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthenticated(NOT_SIGNED_IN));
    if (!roleMay(req.user.role, permission)) return next(forbidden(NO_PERMISSION));
    next();
  };
}

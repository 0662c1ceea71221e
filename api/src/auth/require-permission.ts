import type { Request, RequestHandler } from 'express';
import { messages } from '../domain/messages.js';
import { forbidden, stepUpRequired, unauthenticated } from '../domain/errors.js';
import { roleMay, STEP_UP_PERMISSIONS, STEP_UP_WINDOW_MS, type Permission } from '../domain/permissions.js';
import { secondFactorMessages } from '../domain/second-factor.js';
import type { StaffMfaMode } from '../config/config.js';

export const NOT_SIGNED_IN = messages.notSignedIn;
export const NO_PERMISSION = messages.noPermission;

const MFA_SETTING = 'staff mfa';

/** Tells the permission layer whether staff second factors are on (STAFF_MFA), once per app. */
export function configureStaffMfa(app: { set(name: string, value: unknown): unknown }, mode: StaffMfaMode): void {
  app.set(MFA_SETTING, mode);
}

export function staffMfaRequired(req: Request): boolean {
  return req.app.get(MFA_SETTING) !== 'off';
}

/** True when this session verified a second factor (at sign-in or since) within the step-up window. */
export function hasRecentFactor(req: Request, now = Date.now()): boolean {
  const at = req.session?.factorVerifiedAt;
  return typeof at === 'number' && now - at < STEP_UP_WINDOW_MS && at <= now;
}

/**
 * The one permission check of REST and GraphQL: signed in (a half-signed-in session is not),
 * a role that the permission table allows, and for the sharpest actions a recent second factor.
 */
export function checkPermission(req: Request, permission: Permission): void {
  if (!req.user) throw unauthenticated(NOT_SIGNED_IN);
  if (!roleMay(req.user.role, permission)) throw forbidden(NO_PERMISSION);
  checkStepUp(req, permission);
}

/** STEP_UP_REQUIRED when the permission needs a recent factor this session has not given. */
export function checkStepUp(req: Request, permission: Permission): void {
  if (STEP_UP_PERMISSIONS.has(permission) && staffMfaRequired(req) && !hasRecentFactor(req)) {
    throw stepUpRequired(secondFactorMessages.stepUp);
  }
}

const DOORS_SETTING = 'application doors';

/**
 * The check of a door about one application (issue 39: a declared conflict, the cycle's
 * conflict-of-interest policy), given by the top of the app once: REST passes the request, GraphQL
 * the operation's arguments. Both run it right after the permission check.
 */
export interface ApplicationDoors {
  rest(req: Request, permission: Permission): Promise<void>;
  graphql(req: Request, permissions: readonly Permission[], args: Record<string, unknown>): Promise<void>;
}

export function configureApplicationDoors(app: { set(name: string, value: unknown): unknown }, doors: ApplicationDoors): void {
  app.set(DOORS_SETTING, doors);
}

export function applicationDoors(req: Request): ApplicationDoors | undefined {
  return req.app?.get(DOORS_SETTING) as ApplicationDoors | undefined;
}

/** REST twin of the GraphQL authChecker: both read the one permission table. */
export function requirePermission(permission: Permission): RequestHandler & { permission: Permission } {
  // The handler names its permission, so a test can walk every route by the permission table.
  const handler: RequestHandler = (req, _res, next) => {
    try {
      checkPermission(req, permission);
    } catch (error) {
      next(error);
      return;
    }
    const doors = applicationDoors(req);
    if (!doors) return next();
    doors.rest(req, permission).then(() => next(), next);
  };
  return Object.assign(handler, { permission });
}

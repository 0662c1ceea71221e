import express, { type Router } from 'express';
import { configurePassport } from './passport.js';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { endSession } from './sign-in.js';
import { validationError } from '../../domain/errors.js';
import { messages } from '../../domain/messages.js';
import { requireCsrf } from '../../http/csrf.js';
import type { Services } from '../../services.js';
import { signInSteps } from './sign-in-steps.js';
import { sessionUser, staffUserRow } from './session-user.js';
import type { User } from './user.entity.js';
import { PendingPrivilegesError } from './users.service.js';

/**
 * The auth and privileges calls of spec §7, under /api/auth. Thin: each calls one service
 * method that GraphQL calls too.
 */
export function authRoutes(services: Services): Router {
  const router = express.Router();
  const { users } = services.accounts;
  const passport = configurePassport(services);
  const steps = signInSteps(services);
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/status', (req, res) => {
    if (!req.user?.role) return void res.status(401).json({ error: messages.notSignedIn });
    res.json({ user: sessionUser(req.user) });
  });

  router.post('/admin-access/login', (req, res, next) => {
    const authenticate = passport.authenticate('local', (error: unknown, user: User | false) => {
      // Spec §8: the client tells this case apart by status 403 and the message 'Invalid privileges'.
      if (error instanceof PendingPrivilegesError) return void res.status(403).json({ message: error.message });
      if (error) return next(error);
      if (!user) return next(validationError(messages.loginFailure, { email: 'Email and password are required.' }));
      // A second factor comes next (issue 23), unless STAFF_MFA=off: then this is the spec's user object.
      steps.afterPassword(req, res, user).then((answer) => res.json(answer), next);
    }) as express.RequestHandler;
    authenticate(req, res, next);
  });

  router.post('/admin-access/logout', requireCsrf, async (req, res) => {
    await users.recordLogout(requestActor(req));
    await endSession(req, res);
    res.json({ message: 'You are logged out.' });
  });

  router.post('/admin-access/register', requireCsrf, async (req, res) => {
    await users.register(req.body, requestActor(req));
    res.status(201).json({ message: messages.registrationSuccess });
  });

  router.get('/admin-access/get-users', requirePermission('users:manage'), async (_req, res) => {
    res.json((await users.list()).map(staffUserRow));
  });

  router.post('/manage-privileges', requirePermission('users:change'), requireCsrf, async (req, res) => {
    const user = await users.setRole(req.user!, req.body, requestActor(req));
    res.json({ message: 'Privileges updated.', user: staffUserRow(user) });
  });

  router.delete('/manage-privileges/delete-user/:userId', requirePermission('users:change'), requireCsrf, async (req, res) => {
    await users.delete(req.user!, req.params.userId, requestActor(req));
    res.json({ message: 'The user was deleted.' });
  });

  return router;
}

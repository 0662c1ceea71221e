import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { parseId, validationError } from '../../domain/errors.js';
import { requireCsrf } from '../../http/csrf.js';
import type { Services } from '../../services.js';
import { sessionUser } from './session-user.js';
import { signInSteps } from './sign-in-steps.js';

function passkeyId(raw: unknown): number {
  const id = parseId(raw);
  if (id === null) throw validationError('Choose a passkey.');
  return id;
}

/**
 * The factor doors under /api/auth/mfa (issue 23). The first group serves a half-signed-in
 * session (and step-up of a signed-in one); the rest need a signed-in user. Every call that
 * changes something needs the CSRF-Token header. GraphQL twins: second-factor.resolver.ts.
 */
export function secondFactorRoutes(services: Services): Router {
  const router = express.Router();
  const steps = signInSteps(services);
  const { secondFactors, factorResets } = services.accounts;

  router.post('/mfa/verify', requireCsrf, async (req, res) => {
    res.json(sessionUser(await steps.verifyCode(req, res, req.body)));
  });
  router.post('/mfa/passkey/options', requireCsrf, async (req, res) => {
    res.json(await steps.passkeyOptions(req, res));
  });
  router.post('/mfa/passkey/verify', requireCsrf, async (req, res) => {
    res.json(sessionUser(await steps.verifyPasskey(req, res, req.body)));
  });
  router.post('/mfa/totp/start', requireCsrf, async (req, res) => {
    res.json(await steps.startTotp(req, res));
  });
  router.post('/mfa/totp/confirm', requireCsrf, async (req, res) => {
    const { recoveryCodes, user } = await steps.confirmTotp(req, res, req.body);
    res.json({ recoveryCodes, user: sessionUser(user) });
  });
  router.post('/mfa/passkey/register-options', requireCsrf, async (req, res) => {
    res.json(await steps.passkeyRegistrationOptions(req, res));
  });
  router.post('/mfa/passkey/register', requireCsrf, async (req, res) => {
    const { recoveryCodes, user, passkeyId } = await steps.registerPasskey(req, res, req.body);
    res.json({ recoveryCodes, user: sessionUser(user), passkeyId });
  });

  // A signed-in user's own factors (the console's Security page).
  router.get('/mfa/factors', requirePermission('factors:own'), async (req, res) => {
    res.json(await secondFactors.overview(req.user!.id));
  });
  router.patch('/mfa/passkeys/:id', requirePermission('factors:own'), requireCsrf, async (req, res) => {
    await secondFactors.renamePasskey(
      req.user!,
      passkeyId(req.params.id),
      (req.body as { name?: string }).name ?? '',
      requestActor(req),
    );
    res.json(await secondFactors.overview(req.user!.id));
  });
  router.delete('/mfa/passkeys/:id', requirePermission('factors:change'), requireCsrf, async (req, res) => {
    await steps.removeFactor(req, { passkeyId: passkeyId(req.params.id) });
    res.json(await secondFactors.overview(req.user!.id));
  });
  router.delete('/mfa/totp', requirePermission('factors:change'), requireCsrf, async (req, res) => {
    await steps.removeFactor(req, 'totp');
    res.json(await secondFactors.overview(req.user!.id));
  });
  router.post('/mfa/recovery-codes', requirePermission('factors:change'), requireCsrf, async (req, res) => {
    res.json({ recoveryCodes: await secondFactors.regenerateRecoveryCodes(req.user!, requestActor(req)) });
  });

  // Two-admin resets of a lost factor.
  router.get('/mfa/resets', requirePermission('users:manage'), async (_req, res) => {
    res.json(await factorResets.pending());
  });
  router.post('/mfa/resets', requirePermission('factors:reset'), requireCsrf, async (req, res) => {
    const id = await factorResets.request(req.user!, (req.body as { userId?: unknown }).userId, requestActor(req));
    res.status(201).json({ id, message: 'The reset waits for a second admin to approve it.' });
  });
  router.post('/mfa/resets/:id/approve', requirePermission('factors:reset'), requireCsrf, async (req, res) => {
    await factorResets.approve(req.user!, req.params.id, requestActor(req));
    res.json({ message: 'The sign-in factors were reset. The user sets up a new one at the next sign-in.' });
  });
  router.post('/mfa/resets/:id/cancel', requirePermission('factors:reset'), requireCsrf, async (req, res) => {
    await factorResets.cancel(req.params.id, requestActor(req));
    res.json({ message: 'The reset request was cancelled.' });
  });
  return router;
}

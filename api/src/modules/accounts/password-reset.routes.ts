import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { messages } from '../../domain/messages.js';
import type { Services } from '../../services.js';
import { PASSWORD_CHANGED } from './password-reset.service.js';

/** The two steps of a password reset (spec §7), under /api/auth. Public, like their GraphQL twins. */
export function passwordResetRoutes(services: Services): Router {
  const router = express.Router();
  const { passwordResets } = services.accounts;

  router.post('/admin-access/reset-password/send-temp-code', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    await passwordResets.requestCode(req.body, requestActor(req));
    res.json({ message: messages.resetCodeSent });
  });

  router.post('/admin-access/reset-password/create-new-password', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    await passwordResets.complete(req.body, requestActor(req));
    res.json({ message: PASSWORD_CHANGED });
  });

  return router;
}

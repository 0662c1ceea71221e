import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { requireCsrf } from '../../http/csrf.js';
import type { Services } from '../../services.js';
import { outboxMailView } from './mail-outbox.types.js';

const pageNumber = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : fallback;
};

/** REST twins of failedMails, mailOutboxHealth and retryMail (admin only). */
export function mailOutboxRoutes(services: Services): Router {
  const router = express.Router();
  const outbox = services.mailOutbox;
  router.get('/mail-outbox/failed', requirePermission('mail:manage'), async (req, res) => {
    const page = await outbox.failed(pageNumber(req.query.offset, 0), pageNumber(req.query.limit, 50));
    res.set('Cache-Control', 'no-store').json({ items: page.items.map(outboxMailView), total: page.total });
  });
  router.get('/mail-outbox/health', requirePermission('mail:manage'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await outbox.health());
  });
  router.post('/mail-outbox/failed/:id/retry', requirePermission('mail:manage'), requireCsrf, async (req, res) => {
    const mail = await outbox.retry(requestActor(req), req.params.id);
    res.json({ message: 'The e-mail will be sent again.', mail: outboxMailView(mail) });
  });
  return router;
}

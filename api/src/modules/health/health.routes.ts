import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Services } from '../../services.js';

type Check = 'ok' | 'failing';

/** Past this age, a mail still waiting to leave makes the outbox "delayed" (SMTP away, say). */
export const OUTBOX_DELAYED_AFTER_S = 10 * 60;

/** An answer within 3 s, else 'failing': a stuck database must not hang the health check. */
function within3s<T>(work: Promise<T>): Promise<T | 'failing'> {
  return Promise.race([
    work.catch(() => 'failing' as const),
    new Promise<'failing'>((resolve) => setTimeout(() => resolve('failing'), 3000).unref()),
  ]);
}

/**
 * Readiness for load balancers and orchestrators: 200 when this instance can serve (the
 * database answers, the mail outbox table can be read, and mail can leave: SMTP configured or
 * the file outbox writable), else 503. The outbox also says how much mail waits (`due`), how old
 * the oldest is, and how many gave up (`failed`, for an admin's retry); mail waiting longer
 * than 10 minutes shows as `delayed` but keeps the instance ready: taking instances out of the
 * load balancer would not bring the mail server back. Public and cheap; it names no host, path,
 * recipient or error text.
 */
export function healthRoutes(services: Services): Router {
  const router = express.Router();
  const { config, db } = services.infra;
  const { mailOutbox } = services;
  router.get('/health/ready', async (_req, res) => {
    const [database, queue] = await Promise.all([
      within3s(db.query('SELECT 1').then(() => 'ok' as const)),
      within3s(mailOutbox.health()),
    ]);
    const outbox =
      queue === 'failing'
        ? { state: 'failing' as const }
        : {
            state: queue.oldestDueSeconds > OUTBOX_DELAYED_AFTER_S ? ('delayed' as const) : ('ok' as const),
            due: queue.due,
            oldestDueSeconds: queue.oldestDueSeconds,
            failed: queue.failed,
          };
    const mail = config.smtpUrl
      ? { transport: 'smtp', state: 'ok' as Check }
      : {
          transport: 'outbox',
          state: await access(path.join(config.dataDir, 'outbox'), constants.W_OK).then(
            () => 'ok' as const,
            () => 'failing' as const,
          ),
        };
    const ready = database === 'ok' && outbox.state !== 'failing' && mail.state === 'ok';
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', checks: { database, outbox, mail } });
  });
  return router;
}

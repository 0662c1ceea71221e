import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Services } from '../../services.js';

type Check = 'ok' | 'failing';

/**
 * Readiness for load balancers and orchestrators: 200 when this instance can serve (the
 * database answers, and mail can leave: SMTP configured or the file outbox writable), else 503.
 * Public and cheap; it names no host, path or error text.
 */
export function healthRoutes(services: Services): Router {
  const router = express.Router();
  const { config, db } = services;
  router.get('/health/ready', async (_req, res) => {
    const database: Check = await Promise.race([
      db.query('SELECT 1').then(
        () => 'ok' as const,
        () => 'failing' as const,
      ),
      new Promise<Check>((resolve) => setTimeout(() => resolve('failing'), 3000).unref()),
    ]);
    const mail = config.smtpUrl
      ? { transport: 'smtp', state: 'ok' as Check }
      : {
          transport: 'outbox',
          state: await access(path.join(config.dataDir, 'outbox'), constants.W_OK).then(
            () => 'ok' as const,
            () => 'failing' as const,
          ),
        };
    const ready = database === 'ok' && mail.state === 'ok';
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', checks: { database, mail } });
  });
  return router;
}

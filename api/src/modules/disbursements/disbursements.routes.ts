import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { APPLICATION_KIND_PATHS, type ApplicationKind } from '../../domain/applications/index.js';
import { isDisbursementState } from '../../domain/disbursements.js';
import { notFound, validationError } from '../../domain/errors.js';
import { requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { applicationId } from '../application-records/application-id.js';
import { readAnswerUpload } from '../application-status/answer-upload.js';
import { writeMonthCsv } from './disbursement-month.js';

const KIND_OF_PATH = new Map(Object.entries(APPLICATION_KIND_PATHS).map(([kind, path]) => [path, kind as ApplicationKind]));

function kindOf(path: unknown): ApplicationKind {
  const kind = typeof path === 'string' ? KIND_OF_PATH.get(path) : undefined;
  if (!kind) throw notFound('No such application.');
  return kind;
}

/** /api/disbursements: the ledger's REST doors (issue 40), twins of the GraphQL mutations. */
export function disbursementsRoutes(services: Services): Router {
  const router = express.Router();
  const ledger = services.disbursements;
  const actor = (req: express.Request) => ({ ...requestActor(req), role: req.user?.role ?? null });
  const body = (req: express.Request) => (req.body ?? {}) as Record<string, unknown>;

  /** The monthly reconciliation: every payment whose state changed that month, every cell quoted, accounts masked. */
  router.get(
    '/disbursements.csv',
    requirePermission('disbursements:export'),
    handle(async (req, res) => {
      const month = req.query.month;
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="disbursements-${typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) ? month : 'month'}.csv"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      await writeMonthCsv(services.infra.db, services.audit, requestActor(req), month, res, services.infra.config.orgTimeZone);
    }),
  );

  router.get(
    '/disbursements',
    requirePermission('disbursements:read'),
    handle(async (req, res) => {
      const { state } = req.query;
      if (state !== undefined && !isDisbursementState(state))
        throw validationError('Please correct the filters.', { state: 'Unknown payment state.' });
      res.json({ items: await ledger.list({ state: isDisbursementState(state) ? state : null }) });
    }),
  );

  /** A proof of its own for a payment (multipart field `file`), read and scanned like every upload; answers its fileId. */
  router.post(
    '/disbursements/proof/:kind/:id',
    requirePermission('disbursements:prepare'),
    requireCsrf,
    handle(async (req, res) => {
      const kind = kindOf(req.params.kind);
      const { cipher, scanner } = services.infra;
      const { uploadLimits } = services.infra.config;
      const stored = await ledger.uploadProof(
        kind,
        applicationId(req.params.id),
        (spec) => readAnswerUpload(req, spec, uploadLimits, cipher, scanner),
        requestActor(req),
      );
      res.status(201).json(stored);
    }),
  );

  router.post(
    '/disbursements/prepare/:kind/:id',
    requirePermission('disbursements:prepare'),
    requireCsrf,
    handle(async (req, res) => {
      res.status(201).json(await ledger.prepare(kindOf(req.params.kind), applicationId(req.params.id), body(req), actor(req)));
    }),
  );

  const step = (path: string, run: (id: string, req: express.Request) => Promise<unknown>) =>
    router.post(
      `/disbursements/:id/${path}`,
      requirePermission('disbursements:release'),
      requireCsrf,
      handle(async (req, res) => {
        res.json(await run(String(req.params.id), req));
      }),
    );
  step('approve', (id, req) => ledger.approve(id, actor(req)));
  step('sent', (id, req) => ledger.markSent(id, body(req).reference, actor(req)));
  step('cleared', (id, req) => ledger.markCleared(id, body(req).clearedOn, actor(req)));
  step('failed', (id, req) => ledger.markFailed(id, body(req).reason, actor(req)));
  step('void', (id, req) => ledger.void(id, body(req).reason, actor(req)));

  return router;
}

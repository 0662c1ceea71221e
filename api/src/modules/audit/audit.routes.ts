import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { AUDIT_PAGE_SIZE_DEFAULT } from '../../domain/audit.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { auditLogEntryView } from './audit.types.js';

const one = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The query string's filters, as auditLog takes them (the service checks them). */
function filterOf(query: Record<string, unknown>): Record<string, unknown> {
  const actor = one(query.actorUserId);
  return {
    actorUserId: actor === null ? null : Number.isSafeInteger(Number(actor)) ? Number(actor) : -1,
    action: one(query.action),
    reference: one(query.reference),
    from: one(query.from),
    to: one(query.to),
  };
}

/**
 * REST twins of auditLog (admin only): GET /api/audit-log?actorUserId=&action=&reference=&from=&to=&page=&pageSize=
 * answers a page as JSON; GET /api/audit-log.csv the same filtered rows, all of them, as CSV.
 */
export function auditRoutes(services: Services): Router {
  const router = express.Router();
  router.get(
    '/audit-log',
    requirePermission('audit:read'),
    handle(async (req, res) => {
      const query = req.query as Record<string, unknown>;
      const page = await services.audit.page(
        filterOf(query),
        Number(one(query.page) ?? 1),
        Number(one(query.pageSize) ?? AUDIT_PAGE_SIZE_DEFAULT),
        services.infra.config.orgTimeZone,
      );
      res.set('Cache-Control', 'no-store').json({ ...page, items: page.items.map(auditLogEntryView) });
    }),
  );
  router.get(
    '/audit-log.csv',
    // Every matching row at once: a recent second factor, like the other exports (issue 36).
    requirePermission('audit:export'),
    handle(async (req, res) => {
      const filter = filterOf(req.query as Record<string, unknown>);
      // Checked before the first byte, so a bad filter answers JSON, not half a file.
      await services.audit.page(filter, 1, 1, services.infra.config.orgTimeZone);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="audit-log.csv"',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      await services.audit.writeCsv(requestActor(req), filter, res, services.infra.config.orgTimeZone);
    }),
  );
  return router;
}

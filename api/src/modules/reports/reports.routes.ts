import express, { type Response, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { APPLICATION_KIND_PATHS, APPLICATION_KINDS } from '../../domain/applications/index.js';
import { requireCsrf } from '../../http/csrf.js';
import type { Services } from '../../services.js';
import { parseCycleId, reportKind } from './report-ids.js';
import { programReportCsv, scheduleICsv } from './report-csv.js';
import { programReportView } from './report-views.js';

const KIND_BY_PATH = Object.fromEntries(APPLICATION_KINDS.map((k) => [APPLICATION_KIND_PATHS[k], k]));

function sendCsv(res: Response, fileName: string, body: string): void {
  res.set('Cache-Control', 'no-store').type('text/csv; charset=utf-8').attachment(fileName).send(body);
}

/** REST twins of the report operations (docs/api.md): figures only, never an applicant's data. */
export function reportsRoutes(services: Services): Router {
  const router = express.Router();
  const reports = services.reports;
  const read = requirePermission('reports:read');
  const manage = requirePermission('reports:manage');

  router.get('/reports/settings', manage, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await reports.settings());
  });
  router.put('/reports/settings', manage, requireCsrf, async (req, res) => {
    res.json({ message: 'The report settings were saved.', settings: await reports.saveSettings(requestActor(req), req.body) });
  });
  router.get('/reports/schedule-i', manage, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await reports.scheduleI(req.query.fiscalYear));
  });
  router.get('/reports/schedule-i/csv', manage, async (req, res) => {
    const report = await reports.scheduleI(req.query.fiscalYear);
    sendCsv(res, `schedule-i-part-iii-fy${report.fiscalYear}.csv`, scheduleICsv(report));
  });
  router.get('/reports/:kind/cycles', read, async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json({ items: await reports.cyclesOf(reportKind(KIND_BY_PATH[String(req.params.kind)])) });
  });
  router.get('/reports/:kind', read, async (req, res) => {
    const kind = reportKind(KIND_BY_PATH[String(req.params.kind)]);
    res
      .set('Cache-Control', 'no-store')
      .json(programReportView(await reports.programReport(kind, parseCycleId(req.query.cycleId))));
  });
  router.get('/reports/:kind/csv', read, async (req, res) => {
    const kind = reportKind(KIND_BY_PATH[String(req.params.kind)]);
    const report = programReportView(await reports.programReport(kind, parseCycleId(req.query.cycleId)));
    sendCsv(res, `report-${APPLICATION_KIND_PATHS[kind]}-cycle-${report.cycle.number}.csv`, programReportCsv(report));
  });
  return router;
}

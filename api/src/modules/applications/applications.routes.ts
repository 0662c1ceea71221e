import express, { type RequestHandler, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { parseId, validationError } from '../../domain/errors.js';
import { requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { applicationId } from '../application-records/application-id.js';
import { KINDS } from '../application-records/kinds.js';
import type { ApplicationSummaryView } from '../application-records/application-views.js';

function optionalInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw validationError('Please correct the query.', { [name]: `${name} must be a whole number from 1.` });
  return n;
}

/** A list row of the REST API: the kind's own id key (e.g. undergrad_applicant_id) plus the common fields. */
function restSummary(item: ApplicationSummaryView) {
  return { [KINDS[item.kind].idKey]: item.id, ...item };
}

/** Staff lists, detail and archive/unarchive of one kind (spec §7), thin over `services.applications.records`. */
export function applicationsRoutes(services: Services, kind: ApplicationKind): { main: Router; archive: Router } {
  const { records } = services.applications;
  const model = KINDS[kind];
  const main = express.Router();
  const archive = express.Router();

  const list = (status: 'active' | 'archived'): RequestHandler =>
    handle(async (req, res) => {
      const page = await records.list(kind, {
        status,
        page: optionalInt(req.query.page, 'page'),
        // ?after=<id of the previous page's last row>: keyset paging, as fast deep in the list as at its start.
        after: optionalInt(req.query.after, 'after'),
        // Without paging the spec's client gets every row it can show; the console pages with GraphQL.
        pageSize: optionalInt(req.query.pageSize, 'pageSize') ?? 1000,
        search: typeof req.query.q === 'string' ? req.query.q : null,
      });
      res.set({
        'X-Total-Count': String(page.total),
        // A long list's total is an estimate (docs/decisions/280): clients show it as "about".
        'X-Total-Count-Estimated': String(page.totalIsEstimate),
        'X-Page': String(page.page),
        'X-Page-Size': String(page.pageSize),
      });
      res.json(page.items.map(restSummary));
    });

  main.get('/get-all', requirePermission('applications:read'), list('active'));
  archive.get('/get-archive', requirePermission('applications:read'), list('archived'));

  main.get(
    '/get-individual/:id',
    requirePermission('applications:read'),
    handle(async (req, res) => {
      const detail = await records.detail(kind, applicationId(req.params.id), requestActor(req));
      res.json({
        [model.idKey]: detail.id,
        ...detail.answers,
        reference: detail.reference,
        locale: detail.locale,
        status: detail.status,
        createdAt: detail.createdAt,
        archivedAt: detail.archivedAt,
        files: detail.documents.map((d) => ({
          fileID: d.fileId,
          fileAlias: d.fileAlias,
          label: d.label,
          fileName: d.originalName,
          mediaType: d.mediaType,
          size: d.sizeBytes,
          scanStatus: d.scanStatus,
          scannedAt: d.scannedAt,
          scanProblem: d.scanProblem,
        })),
      });
    }),
  );

  main.patch(
    '/archive-application/:id',
    requirePermission('applications:archive'),
    requireCsrf,
    handle(async (req, res) => {
      res.json(restSummary(await records.setStatus(kind, applicationId(req.params.id), 'archived', requestActor(req))));
    }),
  );

  archive.patch(
    '/unarchive',
    requirePermission('applications:archive'),
    requireCsrf,
    handle(async (req, res) => {
      const body = (req.body ?? {}) as { id?: unknown };
      const id = parseId(body.id);
      if (id === null)
        throw validationError('Please say which application to unarchive.', { id: 'id must be an application id.' });
      res.json(restSummary(await records.setStatus(kind, id, 'active', requestActor(req))));
    }),
  );

  return { main, archive };
}

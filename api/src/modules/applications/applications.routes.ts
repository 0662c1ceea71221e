import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import { APPLICATION_KIND_PATHS, APPLICATION_KINDS, formatCents, type ApplicationKind } from '../../domain/applications/index.js';
import { messages } from '../../domain/messages.js';
import { requireCsrf } from '../../http/csrf.js';
import { HttpError } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { KINDS } from './kinds.js';
import { readMultipartSubmission } from './multipart-submission.js';
import type { ApplicationSummaryView } from './staff-views.js';

/** Express 5 passes async errors on; this only narrows the handler type. */
type Handler = (req: Request, res: Response) => Promise<void>;
const handle =
  (fn: Handler): RequestHandler =>
  (req, res, next) =>
    fn(req, res).catch(next);

function idParam(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, 'No such application.');
  return id;
}

function optionalInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new HttpError(400, 'Please correct the query.', { [name]: `${name} must be a whole number from 1.` });
  return n;
}

/** A list row of the REST API: the kind's own id key (e.g. undergrad_applicant_id) plus the common fields. */
function restSummary(item: ApplicationSummaryView) {
  return { [KINDS[item.kind].idKey]: item.id, ...item };
}

/** The spec's routes for one kind (spec §7), thin over the application services. */
function kindRoutes(services: Services, kind: ApplicationKind): { main: Router; archive: Router } {
  const { staff, downloads, submissions, submissionLimit, uploadLimits, cipher } = services.applications;
  const model = KINDS[kind];
  const main = express.Router();
  const archive = express.Router();

  main.post(
    '/submit-new-application',
    handle(async (req, res) => {
      await submissionLimit.hit(requestActor(req).ip);
      const incoming = await readMultipartSubmission(req, model.form, uploadLimits, cipher);
      const receipt = await submissions.submit(kind, incoming, requestActor(req));
      res.status(201).json({ message: messages.applicationSuccess, reference: receipt.reference });
    }),
  );

  const list = (status: 'active' | 'archived'): RequestHandler =>
    handle(async (req, res) => {
      const page = await staff.list(kind, {
        status,
        page: optionalInt(req.query.page, 'page'),
        // Without paging the spec's client gets every row it can show; the console pages with GraphQL.
        pageSize: optionalInt(req.query.pageSize, 'pageSize') ?? 1000,
        search: typeof req.query.q === 'string' ? req.query.q : null,
      });
      res.set({ 'X-Total-Count': String(page.total), 'X-Page': String(page.page), 'X-Page-Size': String(page.pageSize) });
      res.json(page.items.map(restSummary));
    });

  main.get('/get-all', requirePermission('applications:read'), list('active'));
  archive.get('/get-archive', requirePermission('applications:read'), list('archived'));

  main.get(
    '/get-individual/:id',
    requirePermission('applications:read'),
    handle(async (req, res) => {
      const detail = await staff.detail(kind, idParam(req.params.id), requestActor(req));
      // The stored fields under the spec's names, as the form wrote them; SSNs masked.
      const fields: Record<string, unknown> = {};
      for (const field of detail.sections.flatMap((s) => s.fields)) {
        const spec = model.form.fields.find((f) => f.name === field.name)!;
        fields[field.name] = spec.kind === 'money' && typeof field.raw === 'number' ? formatCents(field.raw) : field.raw;
      }
      res.json({
        [model.idKey]: detail.id,
        ...fields,
        reference: detail.reference,
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
        })),
      });
    }),
  );

  main.get(
    '/download-file/:applicantId/:fileId',
    requirePermission('documents:download'),
    handle(async (req, res) => {
      const download = await downloads.document(
        kind,
        idParam(req.params.applicantId),
        String(req.params.fileId),
        requestActor(req),
      );
      // The first part is read before the headers go out, so a storage error is still a clean 500.
      const first = await download.parts.next();
      res.set({
        'Content-Type': download.mediaType,
        'Content-Length': String(download.sizeBytes),
        'Content-Disposition': `attachment; filename="${download.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
      if (!first.done) {
        if (!res.write(first.value)) await new Promise((r) => res.once('drain', r));
        for await (const part of download.parts) {
          if (!res.write(part)) await new Promise((r) => res.once('drain', r));
        }
      }
      res.end();
    }),
  );

  main.get(
    '/download-pdf/:id',
    requirePermission('applications:package'),
    handle(async (req, res) => {
      const { fileName, bytes } = await downloads.packagePdf(kind, idParam(req.params.id), requestActor(req));
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
      res.send(bytes);
    }),
  );

  main.patch(
    '/archive-application/:id',
    requirePermission('applications:archive'),
    requireCsrf,
    handle(async (req, res) => {
      res.json(restSummary(await staff.setStatus(kind, idParam(req.params.id), 'archived', requestActor(req))));
    }),
  );

  archive.patch(
    '/unarchive',
    requirePermission('applications:archive'),
    requireCsrf,
    handle(async (req, res) => {
      const body = (req.body ?? {}) as { id?: unknown };
      const id = Number(body.id);
      if (!Number.isSafeInteger(id) || id <= 0)
        throw new HttpError(400, 'Please say which application to unarchive.', { id: 'id must be an application id.' });
      res.json(restSummary(await staff.setStatus(kind, id, 'active', requestActor(req))));
    }),
  );

  return { main, archive };
}

/** Mounted under /api: /{kind}/… and /archive/{kind}/… for the three kinds. */
export function applicationRoutes(services: Services): Router {
  const router = express.Router();
  for (const kind of APPLICATION_KINDS) {
    const { main, archive } = kindRoutes(services, kind);
    const segment = APPLICATION_KIND_PATHS[kind];
    const noStore: RequestHandler = (_req, res, next) => {
      // Applicant data never sits in a shared or browser cache.
      res.set('Cache-Control', 'no-store');
      next();
    };
    router.use(`/${segment}`, noStore, main);
    router.use(`/archive/${segment}`, noStore, archive);
  }
  return router;
}

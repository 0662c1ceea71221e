import express, { type Response, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { requirePermission } from '../../auth/require-permission.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { applicationId } from '../application-records/application-id.js';
import type { DocumentDownload } from './downloads.service.js';

/** Streams one document; the first part is read before the headers go out, so a storage error is still a clean 500. */
async function sendDocument(res: Response, download: DocumentDownload, headers: Record<string, string>): Promise<void> {
  const first = await download.parts.next();
  res.set({
    'Content-Type': download.mediaType,
    'Content-Length': String(download.sizeBytes),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  if (!first.done) {
    if (!res.write(first.value)) await new Promise((r) => res.once('drain', r));
    for await (const part of download.parts) {
      if (!res.write(part)) await new Promise((r) => res.once('drain', r));
    }
  }
  res.end();
}

/** One uploaded document and the whole package PDF of an application (spec §7). */
export function downloadsRoutes(services: Services, kind: ApplicationKind): Router {
  const { downloads } = services.applications;
  const router = express.Router();

  router.get(
    '/download-file/:applicantId/:fileId',
    requirePermission('documents:download'),
    handle(async (req, res) => {
      const download = await downloads.document(
        kind,
        applicationId(req.params.applicantId),
        String(req.params.fileId),
        requestActor(req),
      );
      await sendDocument(res, download, { 'Content-Disposition': `attachment; filename="${download.fileName}"` });
    }),
  );

  // The in-page preview: the one place a document is served `inline`. The console reads the bytes
  // with fetch and draws them (pdf.js, or an <img>), so the browser saves nothing; the sandboxing
  // CSP keeps the file inert should someone open this address directly.
  router.get(
    '/preview-file/:applicantId/:fileId',
    requirePermission('documents:download'),
    handle(async (req, res) => {
      const preview = await downloads.document(
        kind,
        applicationId(req.params.applicantId),
        String(req.params.fileId),
        requestActor(req),
        'preview',
      );
      await sendDocument(res, preview, {
        'Content-Disposition': 'inline',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
    }),
  );

  router.get(
    '/download-pdf/:id',
    requirePermission('applications:package'),
    handle(async (req, res) => {
      const { fileName, bytes } = await downloads.packagePdf(kind, applicationId(req.params.id), requestActor(req));
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
      res.send(bytes);
    }),
  );

  return router;
}

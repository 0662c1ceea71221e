import express, { type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { APPLICATION_STATUS_PATH } from '../../domain/application-status.js';
import { messages } from '../../domain/messages.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { KINDS } from '../application-records/kinds.js';
import { readMultipartSubmission } from './multipart-submission.js';
import { requestedLocale, translateDomain } from '../../i18n/domain.js';

/** POST /api/{kind}/submit-new-application (spec §7): the public form's multipart submission. */
export function submissionRoutes(services: Services, kind: ApplicationKind): Router {
  const { submission } = services;
  const { cipher, scanner } = services.infra;
  const { uploadLimits } = services.infra.config;
  const model = KINDS[kind];
  const router = express.Router();
  router.post(
    '/submit-new-application',
    handle(async (req, res) => {
      const read = () => readMultipartSubmission(req, model.form, uploadLimits, cipher, scanner);
      // The form's `locale` field says its language; `?locale=` says it before the body is read.
      const receipt = await submission.submit(kind, read, requestActor(req), requestedLocale(req.query.locale));
      res.status(201).json({
        message: translateDomain(receipt.locale)(messages.applicationSuccess),
        reference: receipt.reference,
        nextStep: receipt.nextStep,
        statusPage: APPLICATION_STATUS_PATH,
      });
    }),
  );
  return router;
}

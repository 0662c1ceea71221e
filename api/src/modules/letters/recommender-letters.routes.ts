import express, { type Request, type Response, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { LETTER_UPLOAD_FIELD } from '../../domain/letters.js';
import { requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import { inLocale, requestedLocale } from '../../i18n/domain.js';
import type { Services } from '../../services.js';
import { readAnswerUpload } from '../application-status/answer-upload.js';
import { LetterLinkGone } from './recommender-letters.service.js';

/** The page's language (`?locale=es` from /es/letters/…): refusals are worded in it. */
const localeOf = (req: Request) => requestedLocale(req.query.locale);

const tokenOf = (req: Request) => String(req.params.token ?? '');

/**
 * Runs one call of the recommender's page in its language; a link that no longer takes a letter
 * answers 410 with the sentence that says which and whom to write to.
 */
async function answer(req: Request, res: Response, run: () => Promise<void>): Promise<void> {
  const locale = localeOf(req);
  try {
    await inLocale(locale, run);
  } catch (error) {
    if (!(error instanceof LetterLinkGone)) throw error;
    res.status(410).json({ error: error.messageIn(locale), status: error.status });
  }
}

/**
 * /api/letters/{token}: the recommender's page reads the request's facts, uploads the letter or
 * declines. Public by design: the token is the key. Limited per address as the status page is.
 */
export function recommenderLettersRoutes(services: Services): Router {
  const router = express.Router();
  const { recommender } = services.letters;
  const { limits } = services.rateLimits;
  const { cipher, scanner } = services.infra;
  const { uploadLimits } = services.infra.config;
  const ipOf = (req: Request) => requestActor(req).ip ?? 'unknown';

  router.use((_req, res, next) => {
    // The token is in the path: never cached, never sent on as a referrer.
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    next();
  });

  // Opening the page reads only: a mail scanner's fetch leaves the link working.
  router.get(
    '/:token',
    handle((req, res) =>
      answer(req, res, async () => {
        await limits.statusVerifyPerIp.hit(ipOf(req));
        const view = await recommender.view(tokenOf(req));
        res.json({
          applicantName: view.applicantName,
          program: view.program,
          role: view.role,
          dueAt: view.dueAt,
          status: view.status,
        });
      }),
    ),
  );

  router.post(
    '/:token',
    requireCsrf,
    handle((req, res) =>
      answer(req, res, async () => {
        await limits.statusUploadPerIp.hit(ipOf(req));
        await recommender.upload(
          tokenOf(req),
          (spec) => readAnswerUpload(req, spec, uploadLimits, cipher, scanner, LETTER_UPLOAD_FIELD),
          requestActor(req),
        );
        res.status(201).json({ status: 'RECEIVED' });
      }),
    ),
  );

  router.post(
    '/:token/decline',
    requireCsrf,
    handle((req, res) =>
      answer(req, res, async () => {
        await limits.statusUploadPerIp.hit(ipOf(req));
        await recommender.decline(tokenOf(req), req.body, requestActor(req));
        res.json({ status: 'DECLINED' });
      }),
    ),
  );

  return router;
}

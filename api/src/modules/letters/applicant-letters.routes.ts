import express, { type Request, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { applicantLetterMessages } from '../../domain/letters.js';
import { cookieValue, requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import { inLocale, requestedLocale, translateDomain } from '../../i18n/domain.js';
import type { Services } from '../../services.js';
import { APPLICANT_COOKIE, APPLICANT_COOKIE_PATH } from '../application-status/applicant-cookie.js';

/**
 * The applicant's letters on the status page: a reminder, and a new recommender. Under the
 * status page's path, because the applicant's cookie is sent only there.
 */
export function applicantLettersRoutes(services: Services): Router {
  const router = express.Router();
  const { applicant } = services.letters;
  const { signIn } = services.applicationStatus;
  const { infoRequests } = services;
  const perIp = services.rateLimits.limits.statusUploadPerIp;
  const base = `${APPLICANT_COOKIE_PATH.replace(/^\/api/, '')}/letters`;

  const localeOf = (req: Request) => requestedLocale(req.query.locale);
  const scopeOf = (req: Request) => signIn.scopeOf(cookieValue(req, APPLICANT_COOKIE));

  router.use(base, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post(
    `${base}/:id/remind`,
    requireCsrf,
    handle(async (req, res) => {
      const locale = localeOf(req);
      const scope = await inLocale(locale, async () => {
        const scope = await scopeOf(req);
        await perIp.hit(requestActor(req).ip ?? 'unknown');
        await applicant.remind(scope, req.params.id, requestActor(req));
        return scope;
      });
      res.json({
        message: translateDomain(locale)(applicantLetterMessages.reminded),
        ...(await infoRequests.applicantView(scope, locale)),
      });
    }),
  );

  router.post(
    base,
    requireCsrf,
    handle(async (req, res) => {
      const locale = localeOf(req);
      const scope = await inLocale(locale, async () => {
        const scope = await scopeOf(req);
        await perIp.hit(requestActor(req).ip ?? 'unknown');
        await applicant.replace(scope, req.body, requestActor(req));
        return scope;
      });
      res.status(201).json({
        message: translateDomain(locale)(applicantLetterMessages.replaced),
        ...(await infoRequests.applicantView(scope, locale)),
      });
    }),
  );

  return router;
}

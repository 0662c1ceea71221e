import express, { type Request, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { applicantLetterMessages } from '../../domain/letters.js';
import { cookieValue, requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import { inLocale, requestedLocale, translateDomain } from '../../i18n/domain.js';
import type { Services } from '../../services.js';
import { APPLICANT_COOKIE, APPLICANT_COOKIE_PATH } from '../application-status/applicant-cookie.js';
import type { ApplicantScope } from '../application-status/status-sign-in.service.js';

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

  /** One action of the signed-in applicant: counted per address, then answered with the page's new view. */
  const action = (status: 200 | 201, message: string, run: (scope: ApplicantScope, req: Request) => Promise<unknown>) =>
    handle(async (req, res) => {
      const locale = localeOf(req);
      const scope = await inLocale(locale, async () => {
        const scope = await scopeOf(req);
        await perIp.hit(requestActor(req).ip ?? 'unknown');
        await run(scope, req);
        return scope;
      });
      res.status(status).json({
        message: translateDomain(locale)(message),
        ...(await infoRequests.applicantView(scope, locale)),
      });
    });

  router.post(
    `${base}/:id/remind`,
    requireCsrf,
    action(200, applicantLetterMessages.reminded, (scope, req) => applicant.remind(scope, req.params.id, requestActor(req))),
  );
  router.post(
    base,
    requireCsrf,
    action(201, applicantLetterMessages.replaced, (scope, req) => applicant.replace(scope, req.body, requestActor(req))),
  );

  return router;
}

import express, { type Request, type Response, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import { APPLICANT_SESSION_MS, statusMessages } from '../../domain/application-status.js';
import { cookieValue, requireCsrf } from '../../http/csrf.js';
import { handle } from '../../http/handle.js';
import type { Services } from '../../services.js';
import { readAnswerUpload } from './answer-upload.js';
import { inLocale, requestedLocale, translateDomain } from '../../i18n/domain.js';
import { APPLICANT_COOKIE, APPLICANT_COOKIE_PATH } from './applicant-cookie.js';

/** The page's language (`?locale=es` from /es/application-status): messages, statuses and steps are worded in it. */
const localeOf = (req: Request) => requestedLocale(req.query.locale);

export { APPLICANT_COOKIE, APPLICANT_COOKIE_PATH };

const tokenOf = (req: Request) => cookieValue(req, APPLICANT_COOKIE);

function clearCookie(req: Request, res: Response): void {
  res.clearCookie(APPLICANT_COOKIE, { path: APPLICANT_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: req.secure });
}

/** /api/application-status: sign in with an e-mailed code, read the status, answer requests. */
export function applicationStatusRoutes(services: Services): Router {
  const router = express.Router();
  const { signIn, links } = services.applicationStatus;
  const { infoRequests } = services;
  const { cipher, scanner } = services.infra;
  const { uploadLimits } = services.infra.config;
  const secure = services.infra.config.production;

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post(
    '/send-code',
    requireCsrf,
    handle(async (req, res) => {
      const locale = localeOf(req);
      await inLocale(locale, () => signIn.requestCode(req.body, requestActor(req)));
      res.json({ message: translateDomain(locale)(statusMessages.codeSent) });
    }),
  );

  // An e-mail's link: the address its key stands for, filled in beside the reference.
  router.post(
    '/link',
    requireCsrf,
    handle(async (req, res) => {
      const locale = localeOf(req);
      const email = await inLocale(locale, () => links.linkedEmail(req.body, requestActor(req)));
      res.json({ email });
    }),
  );

  router.post(
    '/verify',
    requireCsrf,
    handle(async (req, res) => {
      const locale = localeOf(req);
      const { token, scope } = await inLocale(locale, () => signIn.verify(req.body, requestActor(req)));
      res.cookie(APPLICANT_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: APPLICANT_COOKIE_PATH,
        maxAge: APPLICANT_SESSION_MS,
      });
      res.json(await infoRequests.applicantView(scope, locale));
    }),
  );

  router.get(
    '/',
    handle(async (req, res) => {
      const locale = localeOf(req);
      res.json(await inLocale(locale, async () => infoRequests.applicantView(await signIn.scopeOf(tokenOf(req)), locale)));
    }),
  );

  router.post(
    '/sign-out',
    requireCsrf,
    handle(async (req, res) => {
      await signIn.signOut(tokenOf(req));
      clearCookie(req, res);
      res.json({ message: 'You are signed out.' });
    }),
  );

  router.post(
    '/requests/:id/upload',
    requireCsrf,
    handle(async (req, res) => {
      const locale = localeOf(req);
      const scope = await inLocale(locale, async () => {
        const scope = await signIn.scopeOf(tokenOf(req));
        await services.rateLimits.limits.statusUploadPerIp.hit(requestActor(req).ip ?? 'unknown');
        await infoRequests.answer(
          scope,
          req.params.id,
          (spec) => readAnswerUpload(req, spec, uploadLimits, cipher, scanner),
          requestActor(req),
        );
        return scope;
      });
      res.status(201).json({
        message: translateDomain(locale)(statusMessages.uploaded),
        ...(await infoRequests.applicantView(scope, locale)),
      });
    }),
  );

  return router;
}

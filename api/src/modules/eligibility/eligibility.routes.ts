import express, { type Request, type Response, type Router } from 'express';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import {
  ELIGIBILITY_HEADLINES,
  ELIGIBILITY_PRIVACY,
  ELIGIBILITY_PROGRAM_PATHS,
  questionText,
  type EligibilityPageView,
} from '../../domain/eligibility.js';
import { DomainError, forbidden, notFound } from '../../domain/errors.js';
import type { Locale } from '../../domain/i18n/locales.js';
import { csrfRejected, csrfValid, sameOriginPost } from '../../http/csrf.js';
import { HTTP_STATUS } from '../../http/errors.js';
import { handle } from '../../http/handle.js';
import { localizeError, requestedLocale } from '../../i18n/domain.js';
import type { Services } from '../../services.js';

/** What renders the answer page of a check sent without JavaScript: the site's SSR (http/page-renderer.ts). */
export interface EligibilityPages {
  renderEligibility(view: EligibilityPageView): Promise<string | null>;
}

const KIND_OF_PATH = new Map(Object.entries(ELIGIBILITY_PROGRAM_PATHS).map(([kind, path]) => [path, kind as ApplicationKind]));

function kindOf(req: Request): ApplicationKind {
  const kind = KIND_OF_PATH.get(String(req.params.program));
  if (!kind) throw notFound('No program has that name: use undergrad, parents or high-school.');
  return kind;
}

const FORM_REFUSED: Record<Locale, string> = {
  en: 'This check can only be sent from the program page. Please go back to the page and try again.',
  es: 'Esta verificación solo se puede enviar desde la página del programa. Vuelva a la página e inténtelo de nuevo.',
};

/**
 * GET /api/eligibility/{undergrad|parents|high-school}: the current cycle's questions in the
 * asked locale. POST: `{answers: {questionId: boolean}}` → `{result, reasons, stoppedAt, message}`,
 * with the visitors' CSRF token and limit. The same POST sent by the program page's plain form
 * (application/x-www-form-urlencoded, no JavaScript) answers with a page in words; its CSRF
 * defence is the browser's same-origin word, since a plain form cannot send the token header.
 * Neither door writes an answer anywhere: the request log has no bodies, the counts no people.
 */
export function eligibilityRoutes(services: Services, pages?: EligibilityPages): Router {
  const router = express.Router();
  const service = services.eligibility;
  const origins = [new URL(services.infra.config.publicUrl).origin];

  router.get(
    '/eligibility/:program',
    handle(async (req, res) => {
      const kind = kindOf(req);
      const locale = requestedLocale(req.query.locale);
      const { cycle, questions } = await service.questions(kind);
      res.set('Cache-Control', 'no-store').json({
        program: ELIGIBILITY_PROGRAM_PATHS[kind],
        cycleId: String(cycle.id),
        locale,
        questions: questions.map((q) => ({
          id: q.id,
          text: questionText(q, locale),
          disqualifyingAnswer: q.disqualifyingAnswer,
          stop: q.stop,
          reason: locale === 'es' ? q.reasonEs : q.reasonEn,
        })),
        privacy: ELIGIBILITY_PRIVACY[locale],
      });
    }),
  );

  router.post(
    '/eligibility/:program',
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 40 }),
    handle(async (req, res) => {
      const kind = kindOf(req);
      if (req.is('application/x-www-form-urlencoded')) return formDoor(req, res, kind);
      if (!csrfValid(req)) throw csrfRejected();
      const body = (req.body ?? {}) as { answers?: unknown; locale?: unknown };
      const locale = requestedLocale(body.locale, req.query.locale);
      const assessment = await service.check(kind, body.answers, requestActor(req), locale);
      res.set('Cache-Control', 'no-store').json({
        result: assessment.result,
        reasons: assessment.reasons,
        stoppedAt: assessment.stoppedAt,
        message: ELIGIBILITY_HEADLINES[locale][assessment.result],
      });
    }),
  );

  /** The plain form's post: answers named `answers.<id>` = yes / no; the answer is a page. */
  async function formDoor(req: Request, res: Response, kind: ApplicationKind): Promise<void> {
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const locale = requestedLocale(fields.locale, req.query.locale);
    let view: EligibilityPageView;
    let status = 200;
    try {
      if (!sameOriginPost(req, origins)) throw forbidden(FORM_REFUSED[locale]);
      const answers: Record<string, boolean> = {};
      for (const [name, value] of Object.entries(fields)) {
        if (!name.startsWith('answers.')) continue;
        if (value === 'yes' || value === 'no') answers[name.slice('answers.'.length)] = value === 'yes';
      }
      const assessment = await service.check(kind, answers, requestActor(req), locale);
      view = { kind, locale, outcome: { result: assessment.result, reasons: assessment.reasons } };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const worded = localizeError(error, locale) as DomainError;
      status = HTTP_STATUS[worded.code];
      if (worded.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(worded.retryAfterSeconds));
      view = { kind, locale, outcome: { problem: worded.message } };
    }
    const page = pages ? await pages.renderEligibility(view) : null;
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(page ?? plainPage(view));
  }

  return router;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Without a built web app (development, some tests): the same words on a bare page. */
function plainPage(view: EligibilityPageView): string {
  const { outcome, locale } = view;
  const lines =
    'problem' in outcome
      ? [`<h1>${escapeHtml(outcome.problem)}</h1>`]
      : [
          `<h1>${escapeHtml(ELIGIBILITY_HEADLINES[locale][outcome.result])}</h1>`,
          ...outcome.reasons.map((r) => `<p>${escapeHtml(r)}</p>`),
        ];
  return `<!doctype html><html lang="${locale === 'es' ? 'es-US' : 'en-US'}"><head><meta charset="utf-8"><title>${escapeHtml(
    lines[0]!.replace(/<[^>]+>/g, ''),
  )}</title></head><body><main>${lines.join('')}</main></body></html>`;
}

import express, { type RequestHandler, type Router } from 'express';
import { MESSAGE_LIMITS } from '../../domain/message-forms.js';
import { messages } from '../../domain/messages.js';
import { tooLarge, unsupportedMediaType } from '../../domain/errors.js';
import { requestMessages } from '../../domain/request-messages.js';
import { requestActor } from '../../auth/request-actor.js';
import type { Services } from '../../services.js';
import type { AuditActor } from '../audit/audit.service.js';
import type { StoredMessage } from './messages.service.js';
import { inLocale, requestedLocale, translateDomain } from '../../i18n/domain.js';

/**
 * Both forms are small JSON documents. The /api JSON parser already stops at 100 kB; these
 * routes refuse anything over MESSAGE_LIMITS.bodyBytes, and anything that is not JSON.
 */
const smallJsonOnly: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next(unsupportedMediaType('Please send the form as JSON.'));
  const declared = Number(req.get('content-length'));
  const size = Number.isFinite(declared) && declared > 0 ? declared : Buffer.byteLength(JSON.stringify(req.body ?? null));
  if (size > MESSAGE_LIMITS.bodyBytes) return next(tooLarge(requestMessages.tooLarge));
  next();
};

function handle(submit: (body: unknown, actor: AuditActor) => Promise<StoredMessage>, success: string): RequestHandler {
  return async (req, res) => {
    // A form on a Spanish page sends `locale: "es"`: its field messages and thanks come back in Spanish.
    const locale = requestedLocale((req.body as { locale?: unknown } | undefined)?.locale, req.query.locale);
    const { message } = await inLocale(locale, () => submit(req.body, requestActor(req)));
    res.status(201).json({ message: translateDomain(locale)(success), id: message.id });
  };
}

/** POST /api/send/send-email-volunteer and /api/send/send-email-contact (spec §7). */
export function messagesRoutes(services: Services): Router {
  const router = express.Router();
  const service = services.messages;
  router.post(
    '/send/send-email-volunteer',
    smallJsonOnly,
    handle((body, actor) => service.submitVolunteer(body, actor), messages.volunteerSuccess),
  );
  router.post(
    '/send/send-email-contact',
    smallJsonOnly,
    handle((body, actor) => service.submitContact(body, actor), messages.contactSuccess),
  );
  return router;
}

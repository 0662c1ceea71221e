import express, { type RequestHandler, type Router } from 'express';
import { MESSAGE_LIMITS } from '../../domain/message-forms.js';
import { messages } from '../../domain/messages.js';
import { tooLarge, unsupportedMediaType } from '../../domain/errors.js';
import { rateLimit } from '../../http/rate-limit.js';
import type { Services } from '../../services.js';
import type { StoredMessage } from './messages.service.js';

/** Each public form may be sent this often per visitor (IP) before a 429. */
export const MESSAGE_RATE_LIMIT = { windowMs: 15 * 60 * 1000, limit: 10 } as const;

/**
 * Both forms are small JSON documents. The /api JSON parser already stops at 100 kB; these
 * routes refuse anything over MESSAGE_LIMITS.bodyBytes, and anything that is not JSON.
 */
const smallJsonOnly: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next(unsupportedMediaType('Please send the form as JSON.'));
  const declared = Number(req.get('content-length'));
  const size = Number.isFinite(declared) && declared > 0 ? declared : Buffer.byteLength(JSON.stringify(req.body ?? null));
  if (size > MESSAGE_LIMITS.bodyBytes) return next(tooLarge('The request is too large.'));
  next();
};

function handle(submit: (body: unknown) => Promise<StoredMessage>, success: string): RequestHandler {
  return async (req, res) => {
    const { message } = await submit(req.body);
    res.status(201).json({ message: success, id: message.id });
  };
}

/** POST /api/send/send-email-volunteer and /api/send/send-email-contact (spec §7). */
export function messagesRoutes(services: Services): Router {
  const router = express.Router();
  const service = services.messages;
  router.post(
    '/send/send-email-volunteer',
    rateLimit(services.config, { name: 'volunteer-form', ...MESSAGE_RATE_LIMIT }),
    smallJsonOnly,
    handle((body) => service.submitVolunteer(body), messages.volunteerSuccess),
  );
  router.post(
    '/send/send-email-contact',
    rateLimit(services.config, { name: 'contact-form', ...MESSAGE_RATE_LIMIT }),
    smallJsonOnly,
    handle((body) => service.submitContact(body), messages.contactSuccess),
  );
  return router;
}

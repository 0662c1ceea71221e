import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, type ErrorCode } from '../domain/errors.js';
import { requestMessages } from '../domain/request-messages.js';
import { localizeError, requestedLocale, translateDomain } from '../i18n/domain.js';
import { loggedPath } from './request-log.js';

/** The one mapping from a domain error code to a REST status. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  APPLICATIONS_CLOSED: 403,
  RATE_LIMITED: 429,
  STEP_UP_REQUIRED: 401,
  FILE_REJECTED: 422,
  SECOND_PERSON_REQUIRED: 403,
  CONFLICT_POLICY_REQUIRED: 403,
};

/**
 * Codes a REST client tells apart beyond the status: they are sent as `code` beside `error`.
 * CONFLICT too, the code docs/api.md names for a refused budget approval, as on GraphQL.
 */
const REST_CODES: ReadonlySet<ErrorCode> = new Set([
  'STEP_UP_REQUIRED',
  'CONFLICT',
  'SECOND_PERSON_REQUIRED',
  'CONFLICT_POLICY_REQUIRED',
]);

/** A domain error as the REST `{error, fields}` answer, with Retry-After where it applies. */
export function sendDomainError(res: Response, error: DomainError): void {
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  const body: Record<string, unknown> = { error: error.message };
  if (REST_CODES.has(error.code)) body.code = error.code;
  if (error.fields) body.fields = error.fields;
  if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
  res.status(HTTP_STATUS[error.code]).json(body);
}

/** Unknown /api/* paths answer JSON, never the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'No such API endpoint.' });
};

/** Body-parser and similar errors carry a status and a type; map them to clear messages. */
function fromFramework(error: { status?: number; type?: string }): { status: number; message: string } | undefined {
  if (error.type === 'entity.too.large') return { status: 413, message: requestMessages.tooLarge };
  if (error.type === 'entity.parse.failed') return { status: 400, message: requestMessages.notJson };
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return { status: 415, message: requestMessages.unsupportedEncoding };
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return { status: error.status, message: requestMessages.unreadable };
  }
  return undefined;
}

/**
 * The last middleware. Known errors become JSON with their message; anything else is logged
 * (message only) and answered with a generic 500, never a stack trace. A request that asks for
 * Spanish (`?locale=es`, as the Spanish forms and status page send) gets every refusal in
 * Spanish, even one that comes before its body is read: a limit, a closed program, a size.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  const locale = requestedLocale(req.query?.locale);
  if (error instanceof DomainError) {
    sendDomainError(res, localizeError(error, locale) as DomainError);
    return;
  }
  const known = fromFramework((error ?? {}) as { status?: number; type?: string });
  if (known) {
    res.status(known.status).json({ error: translateDomain(locale)(known.message) });
    return;
  }
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[error] ${req.method} ${loggedPath(req.originalUrl)}: ${name}: ${message.slice(0, 300)}`);
  res.status(500).json({ error: translateDomain(locale)(requestMessages.serverError) });
};

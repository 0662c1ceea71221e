import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, type ErrorCode } from '../domain/errors.js';

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
};

/** A domain error as the REST `{error, fields}` answer, with Retry-After where it applies. */
export function sendDomainError(res: Response, error: DomainError): void {
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  const body: Record<string, unknown> = { error: error.message };
  if (error.fields) body.fields = error.fields;
  if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
  res.status(HTTP_STATUS[error.code]).json(body);
}

/** An error a user can act on: its message and field messages are safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

export function sendError(res: Response, error: HttpError): void {
  if (error.headers) res.set(error.headers);
  res.status(error.status).json(error.fields ? { error: error.message, fields: error.fields } : { error: error.message });
}

/** Unknown /api/* paths answer JSON, never the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'No such API endpoint.' });
};

/** Body-parser and similar errors carry a status and a type; map them to clear messages. */
function fromFramework(error: { status?: number; type?: string }): HttpError | undefined {
  if (error.type === 'entity.too.large') return new HttpError(413, 'The request is too large.');
  if (error.type === 'entity.parse.failed') return new HttpError(400, 'The request body is not valid JSON.');
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return new HttpError(415, 'The request uses an unsupported encoding.');
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return new HttpError(error.status, 'The request could not be read.');
  }
  return undefined;
}

/**
 * The last middleware. Known errors become JSON with their message; anything else is logged
 * (message only) and answered with a generic 500, never a stack trace.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const known = error instanceof HttpError ? error : fromFramework((error ?? {}) as { status?: number; type?: string });
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof DomainError) {
    sendDomainError(res, error);
    return;
  }
  if (known) {
    sendError(res, known);
    return;
  }
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[error] ${req.method} ${req.path}: ${name}: ${message.slice(0, 300)}`);
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
};

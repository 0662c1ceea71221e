import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/** A request id from the proxy in front, when it is trusted: letters, digits, `.`, `_`, `-`. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A recommender's link carries its token in the path (issue 38): the log keeps only `/letters/…`. */
const LETTER_LINK = /^((?:\/api)?(?:\/es)?\/letters)\/[^/?]+/;

/** The path as a log line may hold it: without the query, and without a link's token. */
export function loggedPath(originalUrl: string): string {
  return originalUrl.split('?')[0]!.replace(LETTER_LINK, '$1/…');
}

/**
 * One JSON line per request: time, request id, method, path, status, time taken. Never the
 * query string, headers or body, which can hold names, e-mails, SSNs or reset codes. Every
 * response carries the id as `X-Request-Id`, so a user's report can be matched to its line.
 * A client's own `X-Request-Id` is taken only behind a trusted proxy (TRUST_PROXY), since
 * anyone else could use it to forge or muddle log lines.
 */
export function requestLog(options: { enabled: boolean; trustProxy: boolean }): RequestHandler {
  return (req, res, next) => {
    const given = options.trustProxy ? req.get('x-request-id') : undefined;
    const requestId = given && FORWARDED_ID.test(given) ? given : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (!options.enabled) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        time: new Date().toISOString(),
        level: res.statusCode >= 500 ? 'error' : 'info',
        requestId,
        method: req.method,
        path: loggedPath(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      console.log(JSON.stringify(line));
    });
    next();
  };
}

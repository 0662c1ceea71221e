import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * The site's CSP: scripts from our own origin only, never inline; nothing from another
 * origin at all; no framing. Styles allow inline attributes, which React writes.
 */
export function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The console's document preview runs pdf.js in a worker, a bundled file under /assets.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The GraphiQL playground's CSP, for GET /graphql alone. Scripts stay 'self'-only. Monaco sets
 * inline styles ('unsafe-inline' for styles only) and GraphiQL's stylesheet embeds its fonts as
 * data: URLs. Monaco's workers are bundled files under /assets, started by our own
 * MonacoEnvironment.getWorker (web/src/playground/workers.ts), so worker-src needs no blob:
 * (Monaco only builds blob workers for cross-origin worker URLs, which we never use).
 */
export const playgroundHeaders: RequestHandler = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    formAction: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  },
});

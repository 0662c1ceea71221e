import { rateLimit as expressRateLimit, type Options } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import type { AppConfig } from '../config/config.js';

export interface RateLimitRule {
  /** Distinguishes limiters in messages and keys. */
  name: string;
  windowMs: number;
  limit: number;
  /** Defaults to the client IP; e.g. the e-mail for a per-account login limit. */
  key?: (req: Request) => string | undefined;
}

function minutes(ms: number): string {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return m === 1 ? '1 minute' : `${m} minutes`;
}

/**
 * 429 with a JSON message that says when to retry, and a Retry-After header.
 * Counts live in memory per instance; see docs/decisions for why that is enough here.
 */
export function rateLimit(config: Pick<AppConfig, 'rateLimits'>, rule: RateLimitRule): RequestHandler {
  if (!config.rateLimits) return (_req, _res, next) => next();
  const options: Partial<Options> = {
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    identifier: rule.name,
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const waitMs = resetTime ? resetTime.getTime() - Date.now() : rule.windowMs;
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      res.status(429).json({
        error: `Too many attempts. Please try again in ${minutes(waitMs)}.`,
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    },
  };
  if (rule.key) {
    const key = rule.key;
    options.keyGenerator = (req) => `${rule.name}:${key(req) ?? 'none'}`;
  }
  return expressRateLimit(options);
}

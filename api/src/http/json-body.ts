import express, { type RequestHandler } from 'express';
import { validationError } from '../domain/errors.js';

/** No form or GraphQL request of this product nests deeper; a body that does is refused. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/** How deep a parsed JSON value nests, counted without recursion (a deep value must not overflow the stack). */
export function jsonDepthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a parsed body nested deeper than MAX_JSON_DEPTH with 400, before any route reads it. */
export const jsonDepthGuard: RequestHandler = (req, _res, next) => {
  next(jsonDepthExceeds(req.body, MAX_JSON_DEPTH) ? validationError(TOO_DEEP_MESSAGE) : undefined);
};

/** The JSON parser of every JSON door: at most `limit`, and no deeper than MAX_JSON_DEPTH. */
export function jsonBody(limit = '100kb'): RequestHandler[] {
  return [express.json({ limit }), jsonDepthGuard];
}

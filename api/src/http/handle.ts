import type { Request, RequestHandler, Response } from 'express';

/** Express 5 passes async errors on; this only narrows the handler type. */
type Handler = (req: Request, res: Response) => Promise<void>;

export const handle =
  (fn: Handler): RequestHandler =>
  (req, res, next) =>
    fn(req, res).catch(next);

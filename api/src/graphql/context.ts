import type { Request, Response } from 'express';
import type { Services } from '../services.js';

export interface GraphQLContext {
  req: Request;
  res: Response;
  /** The signed-in staff member (Express.User, declared with the staff sign-in). */
  user: Express.User | null;
  services: Services;
}

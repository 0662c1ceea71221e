import type { Request, Response } from 'express';
import type { User } from '../modules/accounts/user.entity.js';
import type { Services } from '../services.js';

export interface GraphQLContext {
  req: Request;
  res: Response;
  user: User | null;
  services: Services;
}

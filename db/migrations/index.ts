import { Initial1700000000001 } from './1700000000001-initial.js';

/** Every migration, oldest first. They run at start and with `npm run db:migrate`. */
export const migrations = [Initial1700000000001];

import type { StaffRole } from '../../domain/roles.js';
import type { User } from './user.entity.js';

/** What the browser keeps about the signed-in user (spec §3: firstName, lastName, role). */
export interface SessionUser {
  firstName: string;
  lastName: string;
  role: StaffRole | null;
}

export function sessionUser(user: User): SessionUser {
  return { firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** A row of the privileges table over REST (spec §3 Staff user). */
export function staffUserRow(user: User) {
  return { user_id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role };
}

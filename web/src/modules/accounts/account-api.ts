import type { StaffRole } from '@domain/roles';
import type { SecondStep } from '@domain/second-factor';
import { forgetCsrfToken } from '../../console/csrf';
import { call } from '../../console/rest';

/** The signed-in user as the server reports it (spec §3: firstName, lastName, role). */
export interface SessionUser {
  firstName: string;
  lastName: string;
  role: StaffRole;
}

/** GET /api/auth/status: the user, or null when signed out (or on any failure, spec §8). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return (await call<{ user: SessionUser }>('GET', '/api/auth/status')).user;
  } catch {
    return null;
  }
}

/**
 * The password step. With a second factor (issue 23) it answers the step still to come; with
 * STAFF_MFA=off, the signed-in user (spec §7).
 */
export async function logIn(email: string, password: string): Promise<SessionUser | SecondStep> {
  const answer = await call<SessionUser | SecondStep>('POST', '/api/auth/admin-access/login', { email, password });
  forgetCsrfToken(); // the session id changed at login, and its token with it
  return answer;
}

export async function logOut(): Promise<void> {
  try {
    await call('POST', '/api/auth/admin-access/logout', {}, true);
  } finally {
    forgetCsrfToken();
  }
}

export function register(form: { firstName: string; lastName: string; email: string; password: string; password2: string }) {
  return call<{ message: string }>('POST', '/api/auth/admin-access/register', form, true);
}

export function sendResetCode(email: string) {
  return call<{ message: string }>('POST', '/api/auth/admin-access/reset-password/send-temp-code', { email });
}

export function createNewPassword(email: string, password: string, tempPassResetCode: string) {
  return call<{ message: string }>('POST', '/api/auth/admin-access/reset-password/create-new-password', {
    email,
    password,
    tempPassResetCode,
  });
}

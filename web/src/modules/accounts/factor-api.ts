import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { call } from '../../console/rest';
import type { SessionUser } from './account-api';
import { forgetCsrfToken } from '../../console/csrf';

/**
 * The factor doors under /api/auth/mfa (issue 23), for the sign-in page, the enrolment page, the
 * step-up dialog and the Security page. A call that finishes a sign-in changes the session id,
 * and with it the CSRF token.
 */

const signedIn = <T>(answer: T): T => {
  forgetCsrfToken();
  return answer;
};

/** An authenticator or recovery code: finishes a sign-in, or steps up a signed-in session. */
export async function verifyCode(code: string): Promise<SessionUser> {
  return signedIn(await call<SessionUser>('POST', '/api/auth/mfa/verify', { code }, true));
}

/** Asks the browser for one of the user's passkeys and sends its answer. */
export async function verifyWithPasskey(): Promise<SessionUser> {
  const optionsJSON = await call<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    'POST',
    '/api/auth/mfa/passkey/options',
    {},
    true,
  );
  const response = await startAuthentication({ optionsJSON });
  return signedIn(await call<SessionUser>('POST', '/api/auth/mfa/passkey/verify', response, true));
}

export interface Enrolled {
  recoveryCodes: string[];
  user: SessionUser;
}

export function startTotp(): Promise<{ secret: string; otpauthUrl: string }> {
  return call('POST', '/api/auth/mfa/totp/start', {}, true);
}

export async function confirmTotp(code: string): Promise<Enrolled> {
  return signedIn(await call<Enrolled>('POST', '/api/auth/mfa/totp/confirm', { code }, true));
}

/** Makes a passkey on this device (the browser asks for the fingerprint, face or PIN) and stores it. */
export async function registerPasskey(name: string): Promise<Enrolled> {
  const optionsJSON = await call<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    'POST',
    '/api/auth/mfa/passkey/register-options',
    {},
    true,
  );
  const response = await startRegistration({ optionsJSON });
  return signedIn(await call<Enrolled>('POST', '/api/auth/mfa/passkey/register', { response, name }, true));
}

export function newRecoveryCodes(): Promise<{ recoveryCodes: string[] }> {
  return call('POST', '/api/auth/mfa/recovery-codes', {}, true);
}

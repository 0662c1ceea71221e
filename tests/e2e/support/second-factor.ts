import { expect, type Page } from '@playwright/test';
import { authenticatorOf, rememberAuthenticator, TestAuthenticator } from '../../support/test-authenticator.js';

/**
 * The second factor of e2e staff users (issue 23). Each user's authenticator app lives in the
 * worker that enrolled it (by e-mail), and computes its codes as a phone would; a user's first
 * sign-in enrols it, through the set-up page or the API.
 */

/** Posts JSON with the session's CSRF token, answering the status and parsed body. */
export type CsrfPost = (path: string, body: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;

/** After the password over the API: enrols an authenticator app the first time, else gives its next code. */
export async function secondFactorOverApi(post: CsrfPost, email: string, step: Record<string, unknown>): Promise<void> {
  if (step.mfa === 'enrol') {
    const started = await post('/api/auth/mfa/totp/start', {});
    const phone = new TestAuthenticator(String(started.body.secret));
    const confirmed = await post('/api/auth/mfa/totp/confirm', { code: await phone.nextCode() });
    if (confirmed.status !== 200) throw new Error(`enrolment answered ${confirmed.status}`);
    phone.recoveryCodes.push(...(confirmed.body.recoveryCodes as string[]));
    rememberAuthenticator(email, phone);
  } else if (step.mfa === 'verify') {
    const phone = authenticatorOf(email);
    if (!phone) throw new Error(`${email} has a second factor this worker did not enrol`);
    const verified = await post('/api/auth/mfa/verify', { code: await phone.nextCode() });
    if (verified.status !== 200) throw new Error(`the factor answered ${verified.status}`);
  }
}

/**
 * The step after "Log in" on /login: types the authenticator app's code in place, or, for a user
 * without a factor yet, sets one up on the set-up page (reading the key as a person types it into
 * their app) and saves the recovery codes.
 */
export async function completeSecondFactor(page: Page, email: string): Promise<void> {
  const code = page.getByLabel('Code from your authenticator app');
  const setUp = page.getByRole('heading', { name: 'Set up two-step sign-in' });
  await expect(code.or(setUp).first()).toBeVisible();
  if (await setUp.isVisible()) {
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = (await page.getByText(/^Key:/).locator('code').textContent())!.replace(/\s/g, '');
    const phone = new TestAuthenticator(key);
    await page.getByLabel('Code from your authenticator app').fill(await phone.nextCode());
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    phone.recoveryCodes.push(...(await codes.allTextContents()).map((c) => c.trim()));
    rememberAuthenticator(email, phone);
    await page.getByRole('button', { name: 'I have saved my codes: continue' }).click();
    return;
  }
  const phone = authenticatorOf(email);
  if (!phone) throw new Error(`${email} has a second factor this worker did not enrol`);
  await code.fill(await phone.nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
}

import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / PERIOD_MS);

/**
 * The authenticator app of a test user: it computes RFC 6238 codes from the secret the user
 * enrolled with, as a phone would. The server accepts each 30-second step once (and one step of
 * drift either way), so the next code is the next unused step; when a user signs in more often
 * than that allows, the test waits for the clock as a person would.
 */
export class TestAuthenticator {
  private lastStep = -1;

  constructor(
    readonly secret: string,
    /** The ten recovery codes shown at enrolment. */
    readonly recoveryCodes: string[] = [],
  ) {}

  codeAt(step: number): string {
    return new TOTP({ secret: Secret.fromBase32(this.secret), digits: 6, period: 30 }).generate({ timestamp: step * PERIOD_MS });
  }

  /** Marks a step as used by the server (enrolment confirms with one). */
  used(step: number): void {
    this.lastStep = Math.max(this.lastStep, step);
  }

  /** A code the server has not seen yet, waiting for the next step when the window is used up. */
  async nextCode(): Promise<string> {
    // The current step, or the next one when it is used: either stays within the server's one
    // step of drift even when the request arrives after the clock moved on.
    let now = stepAt(Date.now());
    let step = Math.max(this.lastStep + 1, now);
    while (step > now + 1) {
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
      now = stepAt(Date.now());
      step = Math.max(this.lastStep + 1, now);
    }
    this.used(step);
    return this.codeAt(step);
  }

  /**
   * The next code without taking its step: for a request that must be refused before any code is
   * read (no session left), so the user's next real sign-in need not wait for the clock.
   */
  peekNextCode(): string {
    return this.codeAt(Math.max(this.lastStep + 1, stepAt(Date.now())));
  }

  /** The code of the current step, without marking it used (to show a replay). */
  currentCode(): string {
    return this.codeAt(stepAt(Date.now()));
  }
}

/** Test users' authenticators by e-mail, so a user signs in again however the test names them. */
const authenticators = new Map<string, TestAuthenticator>();

export function authenticatorOf(email: string): TestAuthenticator | undefined {
  return authenticators.get(email.trim().toLowerCase());
}

export function rememberAuthenticator(email: string, authenticator: TestAuthenticator): void {
  authenticators.set(email.trim().toLowerCase(), authenticator);
}

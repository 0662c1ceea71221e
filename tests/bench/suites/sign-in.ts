import { BenchBrowser, Child, median, signInBench, signInBenchAdmin, type BenchRow, type BenchSuite } from '../harness.js';

const SIGN_INS = 20;
const PASSWORD = 'Bench=Pass1';

/**
 * What the second factor adds to a staff sign-in (issue 23): twenty accounts, each enrolled with
 * an authenticator app, sign in once with the password alone (the login request) and once with
 * password and factor (login, the session's CSRF token, then the code), on the same server in the
 * same run. The median of each; the difference is what a person waits for beyond typing the code.
 */
export const signInSuite: BenchSuite = {
  name: 'sign-in',
  async run(): Promise<BenchRow[]> {
    const app = await Child.start('./bench-server.js');
    try {
      const cookie = await signInBenchAdmin(app.url);
      const emails: string[] = [];
      for (let i = 0; i < SIGN_INS; i++) {
        const email = `bench-sign-in-${i}@example.org`;
        const visitor = new BenchBrowser(app.url);
        const registered = await visitor.fetch(
          'POST',
          '/api/auth/admin-access/register',
          { firstName: 'Bench', lastName: `Reviewer ${i}`, email, password: PASSWORD, password2: PASSWORD },
          { 'CSRF-Token': await visitor.csrfToken() },
        );
        if (registered.status !== 201) throw new Error(`bench registration failed: ${registered.status}`);
        emails.push(email);
      }
      const users = (await (await fetch(`${app.url}/api/auth/admin-access/get-users`, { headers: { cookie } })).json()) as {
        user_id: number;
        email: string;
      }[];
      const token = ((await (await fetch(`${app.url}/api/csrf-token`, { headers: { cookie } })).json()) as { csrfToken: string })
        .csrfToken;
      for (const email of emails) {
        const id = users.find((u) => u.email === email)!.user_id;
        await fetch(`${app.url}/api/auth/manage-privileges`, {
          method: 'POST',
          headers: { cookie, 'CSRF-Token': token, 'content-type': 'application/json' },
          body: JSON.stringify({ id, choice: 'volunteer' }),
        });
        await signInBench(app.url, email, PASSWORD); // enrols the authenticator app
      }
      const passwordOnly: number[] = [];
      const withFactor: number[] = [];
      for (const email of emails) {
        let started = performance.now();
        const step = await new BenchBrowser(app.url).fetch('POST', '/api/auth/admin-access/login', { email, password: PASSWORD });
        await step.arrayBuffer();
        passwordOnly.push(performance.now() - started);
        started = performance.now();
        await signInBench(app.url, email, PASSWORD);
        withFactor.push(performance.now() - started);
      }
      const password = median(passwordOnly);
      const full = median(withFactor);
      return [
        { metric: `Staff sign-in, password step alone (median of ${SIGN_INS})`, value: password, unit: 'ms' },
        {
          metric: `Staff sign-in, password and authenticator code (median of ${SIGN_INS})`,
          value: full,
          baseline: password,
          unit: 'ms',
        },
        { metric: 'Staff sign-in: time the second factor adds (medians)', value: full - password, unit: 'ms' },
      ];
    } finally {
      await app.stop();
    }
  },
};

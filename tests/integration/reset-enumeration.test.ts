import { createStaffAccount } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const SEND = '/api/auth/admin-access/reset-password/send-temp-code';
const CREATE = '/api/auth/admin-access/reset-password/create-new-password';

function post(app: TestApp, path: string, body: unknown): Promise<Response> {
  return fetch(app.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe.each(databases)('a stranger cannot tell known accounts from unknown ones on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it('answers wrong codes after a code request alike, down to the fifth', async () => {
    const known = await createStaffAccount(app, 'employee');
    const unknown = 'no-such-person@example.org';
    const answers: Record<string, string[]> = {};
    for (const email of [known.email, unknown]) {
      expect((await post(app, SEND, { email })).status).toBe(200);
      // The code (or the decoy count) is made just after the answer.
      await app.services.accounts.passwordResets.drain();
      answers[email] = [];
      for (let i = 0; i < 6; i++) {
        const response = await post(app, CREATE, { email, password: 'Guess#Word1', tempPassResetCode: `1000000${i}` });
        answers[email].push(`${response.status} ${JSON.stringify(await response.json())}`);
      }
    }
    expect(answers[known.email]!.map((a) => a.slice(0, 3))).toEqual(['400', '400', '400', '400', '429', '429']);
    expect(answers[unknown]).toEqual(answers[known.email]);
  });
});

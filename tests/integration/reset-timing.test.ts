import { createStaffAccount } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { ROUNDS, SAMPLES, describeRounds, medianGapRounds } from '../support/timing-probe.js';

const SEND = '/api/auth/admin-access/reset-password/send-temp-code';

describe.each(databases)('a code request takes as long for a known address as for an unknown one on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // The test app runs with rate limits off, so 90 requests from one address all get answered.
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it(`answers within 1 ms of each other, in median over ${SAMPLES} samples each (best of ${ROUNDS} rounds)`, async () => {
    const known = (await createStaffAccount(app, 'admin')).email;
    const rounds = await medianGapRounds(app.url + SEND, { email: known }, (n) => ({ email: `nobody-${n}@example.org` }));
    console.log(describeRounds(`reset-timing ${kind}`, rounds));
    expect(Math.min(...rounds.map((r) => r.gap))).toBeLessThan(1);
  });
});

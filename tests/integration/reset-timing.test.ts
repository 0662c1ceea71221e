import { createStaffAccount } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { SAMPLES, median, timeKnownAndUnknown } from '../support/timing-probe.js';

const SEND = '/api/auth/admin-access/reset-password/send-temp-code';

describe.each(databases)('a code request takes as long for a known address as for an unknown one on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // The test app runs with rate limits off, so 90 requests from one address all get answered.
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it(`answers within 1 ms of each other, in median over ${SAMPLES} samples each`, async () => {
    const known = (await createStaffAccount(app, 'admin')).email;
    const times = await timeKnownAndUnknown(app.url + SEND, { email: known }, (n) => ({ email: `nobody-${n}@example.org` }));
    expect(times.known).toHaveLength(SAMPLES);
    expect(times.unknown).toHaveLength(SAMPLES);
    if (process.env.RESET_TIMING_DEBUG) console.log(JSON.stringify(times));
    const gap = Math.abs(median(times.known) - median(times.unknown));
    console.log(
      `[reset-timing] ${kind}: median known ${median(times.known).toFixed(3)} ms, unknown ${median(times.unknown).toFixed(3)} ms, gap ${gap.toFixed(3)} ms`,
    );
    expect(gap).toBeLessThan(1);
  });
});

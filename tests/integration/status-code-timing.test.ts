import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { SAMPLES, median, timeKnownAndUnknown } from '../support/timing-probe.js';
import { freshApplications } from './review.support.js';

const SEND = '/api/application-status/send-code';

describe.each(databases)(
  'a status-page code takes as long to ask for a real application as for a wrong reference on %s',
  (kind) => {
    let app: TestApp;
    beforeAll(async () => {
      // The test app runs with rate limits off, so 90 requests from one address all get answered.
      app = await startTestApp(kind);
    });
    afterAll(() => app.close());

    it(`answers within 1 ms of each other, in median over ${SAMPLES} samples each`, async () => {
      const [id] = await freshApplications(app, 1);
      const applicant = await app.services.db.getRepository(UndergradApplicant).findOneByOrFail({ id });
      const known = { reference: applicant.reference, email: applicant.email };
      // An anonymous CSRF token, as the status page's own form sends.
      const client = new HttpClient(app.url);
      const csrf = await client.csrfToken();
      const times = await timeKnownAndUnknown(
        app.url + SEND,
        known,
        (n) => ({ reference: `UG-ZZZZ-${String(n).padStart(4, '0')}`, email: known.email }),
        { 'csrf-token': csrf, cookie: `odf.csrf=${client.cookie('odf.csrf')}` },
      );
      expect(times.known).toHaveLength(SAMPLES);
      expect(times.unknown).toHaveLength(SAMPLES);
      if (process.env.STATUS_TIMING_DEBUG) console.log(JSON.stringify(times));
      const gap = Math.abs(median(times.known) - median(times.unknown));
      console.log(
        `[status-code-timing] ${kind}: median known ${median(times.known).toFixed(3)} ms, unknown ${median(times.unknown).toFixed(3)} ms, gap ${gap.toFixed(3)} ms`,
      );
      expect(gap).toBeLessThan(1);
    });
  },
);

import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { ROUNDS, SAMPLES, describeRounds, medianGapRounds } from '../support/timing-probe.js';
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

    it(`answers within 1 ms of each other, in median over ${SAMPLES} samples each (best of ${ROUNDS} rounds)`, async () => {
      const [id] = await freshApplications(app, 1);
      const applicant = await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ id });
      const known = { reference: applicant.reference, email: applicant.email };
      // An anonymous CSRF token, as the status page's own form sends.
      const client = new HttpClient(app.url);
      const csrf = await client.csrfToken();
      const rounds = await medianGapRounds(
        app.url + SEND,
        known,
        (n) => ({ reference: `UG-ZZZZ-${String(n).padStart(4, '0')}`, email: known.email }),
        { 'csrf-token': csrf, cookie: `odf.csrf=${client.cookie('odf.csrf')}` },
      );
      console.log(describeRounds(`status-code-timing ${kind}`, rounds));
      expect(Math.min(...rounds.map((r) => r.gap))).toBeLessThan(1);
    });
  },
);

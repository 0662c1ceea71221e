import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import type { Staff } from './review.support.js';

/** An undergraduate application's documents as staff read them, with their scan state. */
const DOCUMENTS = `query($id: ID!) {
  application(kind: UNDERGRAD, id: $id) { documents { fileId fileAlias scanStatus scanProblem scannedAt } }
}`;

export interface ScannedDocument {
  fileId: string;
  fileAlias: string;
  scanStatus: string;
  scanProblem: string | null;
  scannedAt: string | null;
}

/**
 * What the virus-scan suites do to an app whose clamd is down or choosy: submit while it is down,
 * read the documents' scan states, and run the rescan job now. The app and staff member are read
 * when used, since the suites make them in beforeAll.
 */
export function pendingScans(app: () => TestApp, staff: () => Staff) {
  return {
    /** Submits an undergraduate application (with this transcript, if given); returns its id. */
    async submitWhileDown(email: string, transcript?: Buffer): Promise<number> {
      const files = await documentsFor('undergrad');
      if (transcript) files.transcript = { name: 'transcript.pdf', bytes: transcript, type: 'application/pdf' };
      const response = await restSubmit(new HttpClient(app().url), 'undergrad', sampleFields.undergrad({ email }), files);
      expect(response.status, await response.clone().text()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      return (await app().services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
    },

    async documentsOf(id: number): Promise<ScannedDocument[]> {
      const result = await staff().client.graphql<{ application: { documents: ScannedDocument[] } }>(DOCUMENTS, {
        id: String(id),
      });
      expect(result.errors).toBeUndefined();
      return result.data!.application.documents;
    },

    /** What the scheduler does every minute, now. */
    async runRescanJob(): Promise<void> {
      await app().services.infra.jobs.runSoon('pending-virus-scans');
      await app().services.infra.jobs.tick();
      await app().services.infra.jobs.idle();
    },
  };
}

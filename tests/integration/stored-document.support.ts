import { Readable } from 'node:stream';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { stageDocument } from '../../api/src/modules/documents/staged-document.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

const creditReport = APPLICATION_FORMS.undergrad.documents.find((d) => d.name === 'creditReport')!;

/**
 * An undergraduate application whose credit report is `bytes`, stored the way an application from
 * before today's upload checks holds it (the checks would refuse it now); its id. `admin` finds it.
 */
export async function storeApplicationWithCreditReport(app: TestApp, admin: HttpClient, bytes: Buffer): Promise<number> {
  const response = await restSubmit(
    new HttpClient(app.url),
    'undergrad',
    sampleFields.undergrad(),
    await documentsFor('undergrad'),
  );
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const [row] = (await (await admin.get(`/api/undergrad/get-all?q=${reference}`)).json()) as { id: number }[];
  const id = row!.id;
  const { store: documents } = app.services.documents;
  const { cipher } = app.services.infra;
  const old = (await documents.listFor('undergrad', [id])).find((d) => d.fileAlias === 'creditReport')!;
  await app.services.infra.db.getRepository(ApplicationDocumentPart).delete({ fileId: old.fileId });
  await app.services.infra.db.getRepository(ApplicationDocument).delete({ fileId: old.fileId });
  const staged = await stageDocument({
    spec: creditReport,
    fileName: 'credit-report.pdf',
    stream: Readable.from([bytes]),
    maxBytes: app.config.uploadLimits.fileBytes,
    cipher,
  });
  await documents.save('undergrad', id, [staged], new Date());
  return id;
}

import { createHash, randomBytes } from 'node:crypto';
import { APPLICANT_SESSION_MS } from '../../api/src/domain/application-status.js';
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { ApplicantSession } from '../../api/src/modules/application-status/application-status.entity.js';
import { APPLICANT_COOKIE } from '../../api/src/modules/application-status/application-status.routes.js';
import { HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/**
 * A client holding an applicant session for one application, as /verify would give it (for tests
 * about what such a session may reach; the sign-in itself is tested through e-mailed codes).
 */
export async function applicantClient(app: TestApp, kind: ApplicationKind, applicantId: number): Promise<HttpClient> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await app.services.infra.db.getRepository(ApplicantSession).insert({
    sessionHash: createHash('sha256').update(token).digest('hex'),
    applicantKind: kind,
    applicantId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + APPLICANT_SESSION_MS),
  });
  const client = new HttpClient(app.url);
  client.setCookie(APPLICANT_COOKIE, token);
  return client;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { APPLICATION_KIND_PATHS } from '../../../api/src/domain/applications/index.js';
import { makePdf } from '../../support/fixtures/documents.js';
import type { Submitted } from './console.js';

/**
 * A document sent again in answer to a request for more information, over the same REST paths the
 * console and the status page use: the staff member on `staff` (open on the application's detail
 * page) asks for `document`; the applicant, on `applicant` (a context of its own), signs in with
 * the e-mailed code and uploads a new PDF. The detail page then lists two versions of it.
 */
export async function answerWithNewVersion(
  staff: Page,
  applicant: APIRequestContext,
  app: Submitted,
  document: string,
): Promise<void> {
  const id = /\/show-applicant\/[^/]+\/(\d+)/.exec(new URL(staff.url()).pathname)?.[1];
  expect(id, 'the staff page is an application detail page').toBeTruthy();
  const staffCsrf = await csrfOf(staff.request);
  const asked = await staff.request.post(`/api/${APPLICATION_KIND_PATHS[app.kind]}/request-more-information/${id}`, {
    data: { items: [{ document, note: 'The final one, please.' }] },
    headers: { 'CSRF-Token': staffCsrf },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const csrf = await csrfOf(applicant);
  const sent = await applicant.post('/api/application-status/send-code', {
    data: { reference: app.reference, email: app.email },
    headers: { 'CSRF-Token': csrf },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = /is:\s+(\d{6})/.exec(await codeMailTo(app.email))![1]!;
  const verified = await applicant.post('/api/application-status/verify', {
    data: { reference: app.reference, email: app.email, code },
    headers: { 'CSRF-Token': csrf },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const view = (await verified.json()) as { requests: { id: number; document: string; fulfilled: boolean }[] };
  const open = view.requests.find((r) => r.document === document && !r.fulfilled)!;
  const uploaded = await applicant.post(`/api/application-status/requests/${open.id}/upload`, {
    multipart: {
      file: {
        name: `${document}-again.pdf`,
        mimeType: 'application/pdf',
        buffer: await makePdf({ title: 'Sent again', pages: 1 }),
      },
    },
    headers: { 'CSRF-Token': csrf },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

async function csrfOf(api: APIRequestContext): Promise<string> {
  return ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
}

/** The status-page code e-mailed to this address (the outbox holds every e-mail of the run). */
export async function codeMailTo(email: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const name of readdirSync(dir)) {
      const raw = readFileSync(path.join(dir, name), 'utf8');
      if (raw.includes(`To: ${email}`) && raw.includes('Your code to see your application')) return raw;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No status code was e-mailed to ${email}`);
}

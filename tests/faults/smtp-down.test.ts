/**
 * SMTP down: with nothing listening at SMTP_URL, and with a server that drops every connection,
 * applications and visitor messages are still stored and thanked; each mail is retried, then
 * the failure is logged without the visitor's or applicant's name, e-mail, SSN or words.
 */
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { createMailer } from '../../api/src/mail/mailer.js';
import { VisitorMessage } from '../../api/src/modules/messages/visitor-message.entity.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { census } from './census.js';

const applicant = { firstName: 'Quintessa', lastName: 'Vandermeer', email: 'quintessa.vandermeer@example.org' };
const volunteer = {
  name: 'Bartholomew Okonkwo',
  email: 'bart.okonkwo@example.org',
  volunteerRole: 'Fundraiser',
  request: 'Weekends are free for bake sales.',
};
const contact = { name: 'Philippa Ashdown', email: 'philippa.ashdown@example.org', message: 'My nephew needs help with loans.' };

/** Everything personal that went in: none of it may appear in a log line. */
function personalData(ssn: string): string[] {
  return [
    ...Object.values(applicant),
    ssn,
    ssn.replace(/-/g, ''),
    volunteer.name,
    volunteer.email,
    volunteer.request,
    contact.name,
    contact.email,
    contact.message,
    ...[volunteer.name, contact.name, applicant.lastName].flatMap((n) => n.split(' ')),
  ];
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(['nothing listening', 'connections dropped'] as const)('SMTP down: %s', (mode) => {
  let app: TestApp;
  let dropper: Server | undefined;
  let connections = 0;
  const lines: string[] = [];

  beforeAll(async () => {
    for (const method of ['error', 'warn', 'log', 'info'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
    if (mode === 'nothing listening') {
      // A port that was just free: connections are refused.
      const probe = createServer();
      await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
      const { port } = probe.address() as { port: number };
      await new Promise((r) => probe.close(r));
      app = await startTestApp('sqlite', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    } else {
      dropper = createServer((socket: Socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((r) => dropper!.listen(0, '127.0.0.1', r));
      const { port } = dropper.address() as { port: number };
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'ODF <hello@opendiplomafund.org>',
        outboxDir: path.join('/nonexistent'),
        retryDelaysMs: [50, 50],
      });
      app = await startTestApp('sqlite', { mailer });
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
    await new Promise((r) => (dropper ? dropper.close(r) : r(undefined)));
  });

  it('stores the application and both messages, thanks the visitor, retries and logs the failures without personal data', async () => {
    const before = await census(app);
    const fields = sampleFields.undergrad(applicant);
    const client = new HttpClient(app.url);
    const submitted = await restSubmit(client, 'undergrad', fields, await documentsFor('undergrad'));
    expect(submitted.status).toBe(201);
    const v = await client.post('/api/send/send-email-volunteer', volunteer);
    const c = await client.post('/api/send/send-email-contact', contact);
    expect([v.status, c.status]).toEqual([201, 201]);

    const after = await census(app);
    expect(after.undergrad).toBe(before.undergrad! + 1);
    expect(after.documents).toBe(before.documents! + 7);
    expect(after.visitorMessages).toBe(before.visitorMessages! + 2);

    await app.services.messages.drain();
    await until(() => lines.filter((l) => /^\[mail\].*not sent/.test(l)).length >= 3);
    const failures = lines.filter((l) => /^\[mail\].*not sent/.test(l));
    expect(failures.join('\n')).toMatch(/We received your application \((UG-[0-9A-Z]{4}-[0-9A-Z]{4})\)/);
    if (mode === 'connections dropped') {
      expect(failures.every((l) => /after 3 attempts/.test(l))).toBe(true);
      expect(connections).toBeGreaterThanOrEqual(9); // three mails, each tried three times
    }
    // The stored messages say the mail has not left, so staff can see it.
    const stored = await app.services.db.getRepository(VisitorMessage).find();
    expect(stored.every((m) => m.mailedAt === null)).toBe(true);

    const log = lines.join('\n');
    for (const value of personalData(fields.socialSecurity!)) expect(log, value).not.toContain(value);
  });
});

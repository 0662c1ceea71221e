/**
 * SMTP down: with nothing listening at SMTP_URL, and with a server that drops every connection,
 * applications and visitor messages are still stored and thanked; their mails wait in the outbox
 * and are retried with backoff, each failure logged without the visitor's or applicant's name,
 * e-mail, SSN or words. The app is then stopped with the mails still queued and started again
 * with the SMTP server back: every mail is delivered, once.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { VisitorMessage } from '../../api/src/modules/messages/visitor-message.entity.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { census } from './census.support.js';

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

async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

describe.each(['nothing listening', 'connections dropped'] as const)('SMTP down: %s', (mode) => {
  let app: TestApp | undefined;
  let dropper: Server | undefined;
  let connections = 0;
  let port: number;
  const lines: string[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;

  beforeAll(async () => {
    for (const method of ['error', 'warn', 'log', 'info'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
    port = await freePort();
    if (mode === 'connections dropped') {
      dropper = createServer((socket: Socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((r) => dropper!.listen(port, '127.0.0.1', r));
    }
    // A slow backoff after the first retries: the mails are still queued when the app stops.
    app = await startTestApp('sqlite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mailOutbox: { pollMs: 100, backoff: { baseMs: 50, capMs: 200 } },
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.close();
    await smtp?.close();
    await new Promise((r) => (dropper ? dropper.close(r) : r(undefined)));
  });

  it('stores everything, retries with backoff, logs no personal data, and delivers each mail once after a restart', async () => {
    const before = await census(app!);
    const fields = sampleFields.undergrad(applicant);
    const client = new HttpClient(app!.url);
    const submitted = await restSubmit(client, 'undergrad', fields, await documentsFor('undergrad'));
    expect(submitted.status).toBe(201);
    const { reference } = (await submitted.json()) as { reference: string };
    const v = await client.post('/api/send/send-email-volunteer', volunteer);
    const c = await client.post('/api/send/send-email-contact', contact);
    expect([v.status, c.status]).toEqual([201, 201]);

    const after = await census(app!);
    expect(after.undergrad).toBe(before.undergrad! + 1);
    expect(after.documents).toBe(before.documents! + 7);
    expect(after.visitorMessages).toBe(before.visitorMessages! + 2);

    // Each mail is tried again and again (50 ms, 100 ms, then every 200 ms), not given up after three.
    const outbox = app!.services.infra.db.getRepository(OutboxMail);
    await until(async () => (await outbox.find()).every((m) => m.attempts >= 4));
    const rows = await outbox.find();
    expect(rows.map((m) => m.kind).sort()).toEqual(['submission-confirmation', 'visitor-message', 'visitor-message']);
    expect(rows.every((m) => m.status === 'queued' && m.sentAt === null && m.lastError)).toBe(true);
    const failures = lines.filter((l) => /^\[mail\].*attempt \d+ failed/.test(l));
    expect(failures.join('\n')).toContain(`We received your application (${reference})`);
    // Three mails, four tries each, each a connection of its own; the dropper may count the last
    // ones a moment after the outbox has recorded their failure.
    if (mode === 'connections dropped') await until(() => connections >= 12);
    const stored = await app!.services.infra.db.getRepository(VisitorMessage).find();
    expect(stored.every((m) => m.mailedAt === null)).toBe(true);

    // Stop with the mails queued, bring SMTP back, start again on the same data.
    const data = await app!.close({ keep: true });
    app = undefined;
    await new Promise((r) => (dropper ? dropper.close(r) : r(undefined)));
    dropper = undefined;
    smtp = await startSmtpReceiver(port);
    app = await startTestApp('sqlite', { env: { SMTP_URL: smtp.url }, reuse: data });

    await until(() => smtp!.mails.length >= 3);
    await new Promise((r) => setTimeout(r, 1000)); // time for any duplicate to show up
    const subjects = smtp.mails.map((m) => /^Subject: (.*)$/im.exec(m.raw)?.[1] ?? '').sort();
    expect(subjects).toHaveLength(3);
    expect(subjects.filter((s) => s.includes(reference))).toHaveLength(1);
    expect(subjects.filter((s) => /^Contact message from/.test(s))).toHaveLength(1);
    expect(subjects.filter((s) => /^Volunteer request from/.test(s))).toHaveLength(1);
    const sent = await app.services.infra.db
      .getRepository(OutboxMail)
      .createQueryBuilder('m')
      .addSelect('m.sealedMessage')
      .getMany();
    expect(sent.every((m) => m.status === 'sent' && m.sealedMessage === null)).toBe(true);
    const mailed = await app.services.infra.db.getRepository(VisitorMessage).find();
    expect(mailed.every((m) => m.mailedAt !== null)).toBe(true);

    const log = lines.join('\n');
    for (const value of personalData(fields.socialSecurity!)) expect(log, value).not.toContain(value);
  });
});

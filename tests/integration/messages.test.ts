import { graphql } from 'graphql';
import { getSchema } from '../../api/src/schema.js';
import { messages } from '../../api/src/domain/messages.js';
import { LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';
import { VisitorMessage } from '../../api/src/modules/messages/visitor-message.entity.js';
import type { User } from '../../api/src/modules/accounts/user.entity.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const INBOX = 'inbox@opendiplomafund.test';

const volunteer = {
  name: 'Rosa Delgado',
  email: 'rosa@example.com',
  volunteerRole: 'Other',
  other: 'Photography at events',
  request: 'I can take photos at your spring fundraiser.\nWeekends work best.',
};
const contact = { name: 'Sam Lee', email: 'sam@example.com', message: 'How do I apply as a parent?' };

/** Mail bodies may be quoted-printable; undo soft line breaks and =XX escapes. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const STAFF_QUERY = `query ($kind: MessageKind) {
  visitorMessages(kind: $kind) { total items { kind name email volunteerRole otherRole body mailedAt } }
}`;

describe.each(databases)('contact and volunteer messages on %s', (kind) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let client: HttpClient;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(kind, { env: { SMTP_URL: smtp.url, ORG_INBOX: INBOX } });
    client = new HttpClient(app.url);
  });
  afterAll(async () => {
    await app.services.messages.drain();
    await app.close();
    await smtp.close();
  });

  it('stores a volunteer request and e-mails it to ORG_INBOX over SMTP', async () => {
    const response = await client.post('/api/send/send-email-volunteer', volunteer);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; id: number };
    expect(body.message).toBe(messages.volunteerSuccess);

    const mail = await smtp.next((m) => m.raw.includes('Volunteer request from Rosa Delgado'));
    expect(mail.to).toEqual([INBOX]);
    expect(mail.raw).toMatch(/^Reply-To: rosa@example\.com/im);
    const text = decoded(mail.raw);
    expect(text).toContain('Role: Other (Photography at events)');
    expect(text).toContain('I can take photos at your spring fundraiser.');

    const stored = await app.services.infra.db.getRepository(VisitorMessage).findOneByOrFail({ id: body.id });
    expect(stored).toMatchObject({
      kind: 'volunteer',
      name: 'Rosa Delgado',
      volunteerRole: 'Other',
      otherRole: 'Photography at events',
    });
    await expect
      .poll(async () => (await app.services.infra.db.getRepository(VisitorMessage).findOneByOrFail({ id: body.id })).mailedAt)
      .not.toBeNull();
  });

  it('stores a contact message and e-mails it', async () => {
    const response = await client.post('/api/send/send-email-contact', contact);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { message: string }).message).toBe(messages.contactSuccess);
    const mail = await smtp.next((m) => m.raw.includes('Contact message from Sam Lee'));
    expect(mail.to).toEqual([INBOX]);
    expect(decoded(mail.raw)).toContain('How do I apply as a parent?');
  });

  it('answers invalid input with the field errors, and stores nothing', async () => {
    const before = await app.services.infra.db.getRepository(VisitorMessage).count();
    const response = await client.post('/api/send/send-email-volunteer', {
      name: ' ',
      email: 'not-an-email',
      volunteerRole: 'Treasurer',
      request: '',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'name', 'request', 'volunteerRole']);
    expect(body.fields.email).toBe('Please enter a valid e-mail address, like name@example.com.');
    const contactResponse = await client.post('/api/send/send-email-contact', {
      name: 'A\r\nBcc: x@y.z',
      email: 'a@b.co',
      message: 'hi',
    });
    expect(contactResponse.status).toBe(400);
    expect(((await contactResponse.json()) as { fields: Record<string, string> }).fields).toHaveProperty('name');
    expect(await app.services.infra.db.getRepository(VisitorMessage).count()).toBe(before);
  });

  it('refuses bodies that are not JSON or are too large', async () => {
    const form = await client.request('POST', '/api/send/send-email-contact', {
      body: 'name=a&email=b&message=c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await client.post('/api/send/send-email-contact', { ...contact, message: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The request is too large.' });
  });

  it('lets admin and employee read stored messages through GraphQL, nobody else', async () => {
    const anonymous = await client.graphql(STAFF_QUERY, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const schema = await getSchema();
    const run = (role: User['role']) =>
      graphql({
        schema,
        source: STAFF_QUERY,
        variableValues: { kind: 'volunteer' },
        contextValue: { user: { id: 1, role } as User, services: app.services, req: { get: () => undefined }, res: {} },
      });
    for (const role of ['admin', 'employee'] as const) {
      const result = await run(role);
      expect(result.errors).toBeUndefined();
      const page = (result.data as { visitorMessages: { total: number; items: { kind: string; name: string }[] } })
        .visitorMessages;
      expect(page.total).toBeGreaterThanOrEqual(1);
      expect(page.items.every((m) => m.kind === 'volunteer')).toBe(true);
      expect(page.items[0]).toMatchObject({ name: 'Rosa Delgado', volunteerRole: 'Other' });
    }
    for (const role of ['volunteer', null] as const) {
      const denied = await run(role);
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('messages when mail fails or visitors send too often (sqlite)', () => {
  it('keeps the message when the SMTP server is down, and still thanks the visitor', async () => {
    const app = await startTestApp('sqlite', { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const client = new HttpClient(app.url);
      const response = await client.post('/api/send/send-email-contact', contact);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const repository = app.services.infra.db.getRepository(VisitorMessage);
      expect(await repository.findOneByOrFail({ id })).toMatchObject({ name: 'Sam Lee', body: contact.message, mailedAt: null });
    } finally {
      await app.services.messages.drain();
      await app.close();
    }
  });

  it('answers 429 after the rate limit, per form', async () => {
    const app = await startTestApp('sqlite', { env: { ODF_RATE_LIMITS: 'on' } });
    try {
      const client = new HttpClient(app.url);
      for (let i = 0; i < LIMIT_RULES.contactFormPerIp.limit; i++) {
        expect((await client.post('/api/send/send-email-contact', contact)).status).toBe(201);
      }
      const limited = await client.post('/api/send/send-email-contact', contact);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many attempts/);
      expect((await client.post('/api/send/send-email-volunteer', volunteer)).status).toBe(201);
    } finally {
      await app.services.messages.drain();
      await app.close();
    }
  });
});

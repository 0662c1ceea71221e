import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { HttpClient } from '../support/http-client.js';
import { signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const INBOX = `query ($kind: MessageKind, $handled: Boolean) {
  visitorMessages(kind: $kind, handled: $handled) { total items { id kind name handled handledBy handledAt } }
  unhandledMessageCount
}`;
const HANDLE = `mutation ($id: ID!, $handled: Boolean!) { setVisitorMessageHandled(id: $id, handled: $handled) { id handled handledBy handledAt } }`;

type Inbox = {
  visitorMessages: {
    total: number;
    items: { id: string; kind: string; name: string; handled: boolean; handledBy: string | null }[];
  };
  unhandledMessageCount: number;
};

describe.each(databases)('the inbox of visitor messages on %s', (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(db);
    const visitor = new HttpClient(app.url);
    await visitor.post('/api/send/send-email-contact', { name: 'Older Contact', email: 'a@example.com', message: 'First' });
    await visitor.post('/api/send/send-email-volunteer', {
      name: 'Volunteer Vee',
      email: 'v@example.com',
      volunteerRole: 'Fundraiser',
      request: 'I can help.',
    });
    await visitor.post('/api/send/send-email-contact', { name: 'Newer Contact', email: 'b@example.com', message: 'Second' });
    await app.services.messages.drain();
  });
  afterAll(() => app.close());

  it('lists newest first, filters by kind and by handled, and marks a message handled with who and when', async () => {
    const { client, account } = await signedInStaff(app, 'employee');
    const all = await client.graphql<Inbox>(INBOX, {});
    expect(all.data!.visitorMessages.items.map((m) => m.name)).toEqual(['Newer Contact', 'Volunteer Vee', 'Older Contact']);
    expect(all.data!.unhandledMessageCount).toBe(3);

    const contacts = await client.graphql<Inbox>(INBOX, { kind: 'contact' });
    expect(contacts.data!.visitorMessages.items.map((m) => m.name)).toEqual(['Newer Contact', 'Older Contact']);

    const target = contacts.data!.visitorMessages.items[1]!;
    const handled = await client.graphql<{
      setVisitorMessageHandled: { handled: boolean; handledBy: string; handledAt: string };
    }>(HANDLE, {
      id: target.id,
      handled: true,
    });
    expect(handled.data!.setVisitorMessageHandled).toMatchObject({
      handled: true,
      handledBy: `${account.firstName} ${account.lastName}`,
    });
    expect(Date.now() - Date.parse(handled.data!.setVisitorMessageHandled.handledAt)).toBeLessThan(60_000);

    const open = await client.graphql<Inbox>(INBOX, { handled: false });
    expect(open.data!.visitorMessages.items.map((m) => m.name)).toEqual(['Newer Contact', 'Volunteer Vee']);
    expect(open.data!.unhandledMessageCount).toBe(2);
    const done = await client.graphql<Inbox>(INBOX, { handled: true, kind: 'contact' });
    expect(done.data!.visitorMessages.items.map((m) => m.name)).toEqual(['Older Contact']);

    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findBy({ action: 'message.handled', targetId: target.id });
    expect(audit).toHaveLength(1);

    const reopened = await client.graphql<{ setVisitorMessageHandled: { handled: boolean; handledBy: string | null } }>(HANDLE, {
      id: target.id,
      handled: false,
    });
    expect(reopened.data!.setVisitorMessageHandled).toMatchObject({ handled: false, handledBy: null });
    expect((await client.graphql(HANDLE, { id: '999999', handled: true })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets only admin and employee handle messages', async () => {
    const anyId = (await (await signedInStaff(app, 'admin')).client.graphql<Inbox>(INBOX, {})).data!.visitorMessages.items[0]!.id;
    const volunteer = (await signedInStaff(app, 'volunteer')).client;
    const refused = await volunteer.graphql(HANDLE, { id: anyId, handled: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await new HttpClient(app.url).graphql(HANDLE, { id: anyId, handled: true });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = (await signedInStaff(app, 'admin')).client;
    expect((await admin.graphql(HANDLE, { id: anyId, handled: true })).errors).toBeUndefined();
  });
});

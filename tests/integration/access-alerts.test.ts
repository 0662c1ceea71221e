import type { MailMessage } from '../../api/src/mail/mailer.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { signedInClient } from '../support/fixtures/application-requests.js';
import type { HttpClient } from '../support/http-client.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 27, point 4: alerts to admins through the outbox, each once, at its threshold and not
 * below it, without personal data, and each an audit row. Thresholds are lowered by their settings.
 */
describe.each(databases)('access alerts (%s)', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;
  const sent: MailMessage[] = [];
  const reader = { userId: 0, ip: '192.0.2.10' };

  const alerts = (action: string) => app.services.infra.db.getRepository(AuditLogEntry).countBy({ action });
  /** The alert mails the outbox has handed to the mail server so far. */
  async function mails(subject: string): Promise<MailMessage[]> {
    await app.services.audit.settled();
    await app.services.mailOutbox.runDue();
    return sent.filter((m) => m.subject.endsWith(subject));
  }
  const read = (n: number, action = 'application.view') =>
    app.services.audit.record(reader, {
      action,
      targetType: 'undergrad',
      targetId: n,
      reference: `UG-ALRT-${String(n).padStart(4, '0')}`,
      read: true,
    });

  beforeAll(async () => {
    app = await startTestApp(dbKind, {
      env: { ALERT_READS_PER_HOUR: '3', ALERT_SSN_REVEALS_PER_HOUR: '2' },
      mailer: { send: async (message) => void sent.push(message) },
    });
    admin = await signedInClient(app, 'admin', 'admin');
    reader.userId = (await createStaffAccount(app, 'employee')).id;
  });
  afterAll(() => app.close());

  it('alerts once when one account reads more distinct applications in an hour than the setting, not at it', async () => {
    for (const n of [1, 2, 3, 1, 2, 3]) await read(n);
    await read(2, 'document.download');
    expect(await mails('one account read many applications')).toHaveLength(0);
    expect(await alerts('alert.bulk-reads')).toBe(0);
    await read(4);
    const [mail] = await mails('one account read many applications');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`Staff account #${reader.userId} read 4 different applications in the last hour`);
    expect(mail!.text).toContain(`/admin-access-audit?actorUserId=${reader.userId}`);
    expect(mail!.text).not.toMatch(/UG-ALRT/);
    expect(await alerts('alert.bulk-reads')).toBe(1);
    for (const n of [5, 6, 7]) await read(n);
    expect(await mails('one account read many applications')).toHaveLength(1);
    expect(await alerts('alert.bulk-reads')).toBe(1);
  });

  it('alerts once when one account reveals more SSNs in an hour than the setting', async () => {
    await read(1, 'application.ssn-reveal');
    await read(2, 'application.ssn-reveal');
    expect(await mails('many SSNs revealed by one account')).toHaveLength(0);
    await read(3, 'application.ssn-reveal');
    await read(4, 'application.ssn-reveal');
    const reveals = await mails('many SSNs revealed by one account');
    expect(reveals).toHaveLength(1);
    expect(reveals[0]!.text).toContain('revealed SSNs 3 times in the last hour');
    expect(await alerts('alert.ssn-reveals')).toBe(1);
  });

  it('alerts on a role granted, a user deleted and a full export, with account numbers and no names', async () => {
    const newcomer = await createStaffAccount(app, null);
    const granted = await admin.graphql(`mutation { setUserRole(id: "${newcomer.id}", role: volunteer) { id } }`);
    expect(granted.errors).toBeUndefined();
    const [role] = await mails('a staff role was given');
    expect(role!.text).toContain(`gave account #${newcomer.id} a role (none -> volunteer)`);
    expect(role!.text).not.toContain(newcomer.email);
    expect(role!.text).not.toContain(newcomer.lastName);
    expect(role!.to).toEqual(expect.arrayContaining([expect.stringContaining('@')]));

    const deleted = await admin.graphql(`mutation { deleteUser(id: "${newcomer.id}") }`);
    expect(deleted.errors).toBeUndefined();
    expect(await mails('a staff account was deleted')).toHaveLength(1);
    expect(await alerts('alert.user-deleted')).toBe(1);

    const exported = await admin.get('/api/undergrad/export-csv');
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    // The export's row (and so its alert) comes once the file has ended.
    await expect.poll(async () => (await mails('a list of applications was exported')).length, { timeout: 5000 }).toBe(1);
    const [exportMail] = await mails('a list of applications was exported');
    expect(exportMail!.text).toContain('exported a list of undergrad as CSV');
    expect(await alerts('alert.full-export')).toBe(1);
  });

  it('alerts on a sign-in from a browser the account has not used, not on a known one', async () => {
    const before = (await mails('a staff sign-in from a new browser')).length;
    await app.services.audit.record(reader, {
      action: 'mfa.used',
      targetType: 'user',
      targetId: reader.userId,
      detail: 'totp sign-in',
    });
    expect(await mails('a staff sign-in from a new browser')).toHaveLength(before);
    await app.services.audit.record(reader, {
      action: 'mfa.used',
      targetType: 'user',
      targetId: reader.userId,
      detail: 'totp sign-in',
      flags: ['new-device'],
    });
    const mailsNow = await mails('a staff sign-in from a new browser');
    expect(mailsNow).toHaveLength(before + 1);
    expect(mailsNow.at(-1)!.text).toContain(`Staff account #${reader.userId} signed in from a browser it has not used before`);
    // A real sign-in with the second factor from another browser alerts too.
    const account = await createStaffAccount(app, 'volunteer');
    await logIn(app, account);
    const count = (await mails('a staff sign-in from a new browser')).length;
    await logIn(app, account);
    expect((await mails('a staff sign-in from a new browser')).length).toBe(count + 1);
  });
});

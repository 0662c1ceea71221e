/**
 * The console's notices to admins (issue 42, problem 8), on SQLite and MariaDB: plain words with
 * the technical detail apart, dismissed per person and kept on the server, and back when the
 * notice grows.
 */
import { ConsoleNoticesService } from '../../api/src/modules/console-notices/console-notices.service.js';
import type { ScanningState } from '../../api/src/domain/console-notices.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { staffFor } from './review.support.js';

const NOTICES = 'query { consoleNotices { key level text detail } }';
type Notices = { consoleNotices: { key: string; level: number; text: string; detail: string }[] };
const dismiss = (key: string) => `mutation { dismissConsoleNotice(key: "${key}") }`;

describe.each(databases)('console notices to admins on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it('tells each admin in plain words that uploads are not scanned until that admin dismisses it', async () => {
    const first = await staffFor(app, 'admin', 'Notice');
    const second = await staffFor(app, 'admin', 'Other');
    const shown = await first.client.graphql<Notices>(NOTICES);
    expect(shown.data?.consoleNotices).toHaveLength(1);
    const [notice] = shown.data!.consoleNotices;
    expect(notice).toMatchObject({ key: 'scanning-off', level: 1 });
    expect(notice!.text).toMatch(/^Uploaded documents are not checked for viruses\./);
    expect(notice!.text).not.toMatch(/CLAMD|docs\//);
    expect(notice!.detail).toMatch(/CLAMD_URL/);

    expect((await first.client.graphql(dismiss('scanning-off'))).data).toEqual({ dismissConsoleNotice: true });
    // Gone for this admin, on this session and the next; still there for the other admin.
    expect((await first.client.graphql<Notices>(NOTICES)).data?.consoleNotices).toEqual([]);
    const again = await staffFor(app, 'admin', 'Notice');
    expect((await again.client.graphql<Notices>(NOTICES)).data?.consoleNotices).toHaveLength(1);
    expect((await second.client.graphql<Notices>(NOTICES)).data?.consoleNotices.map((n) => n.key)).toEqual(['scanning-off']);
  });

  it('refuses to dismiss a notice that is not shown, in a clear message', async () => {
    const admin = await staffFor(app, 'admin', 'Stray');
    const answer = await admin.client.graphql(dismiss('scans-waiting'));
    expect(answer.errors?.[0]?.message).toBe('This notice is no longer shown.');
  });

  it('brings a dismissed notice back when it grows, never at the level it was dismissed', async () => {
    const admin = await staffFor(app, 'admin', 'Level');
    const userId = Number((await admin.client.graphql<{ me: { id: string } }>('query { me { id } }')).data!.me.id);
    let state: ScanningState = { scanning: true, pendingDocuments: 3 };
    const notices = new ConsoleNoticesService(app.services.infra.db, () => Promise.resolve(state));
    expect((await notices.forAdmin(userId)).map((n) => n.level)).toEqual([3]);
    await notices.dismiss(userId, 'scans-waiting');
    expect(await notices.forAdmin(userId)).toEqual([]);
    state = { scanning: true, pendingDocuments: 2 };
    expect(await notices.forAdmin(userId)).toEqual([]);
    state = { scanning: true, pendingDocuments: 4 };
    expect((await notices.forAdmin(userId))[0]?.text).toMatch(/^4 documents are waiting for the virus scan/);
    // Dismissed again at 4: one row per admin and notice, at the new level.
    await notices.dismiss(userId, 'scans-waiting');
    expect(await notices.forAdmin(userId)).toEqual([]);
  });
});

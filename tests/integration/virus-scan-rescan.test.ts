/**
 * One document clamd cannot scan no longer stops the rescan of every later one (issue 36), with a
 * fake clamd, on SQLite and MariaDB: a file clamd refuses as too large is marked UNSCANNABLE with
 * its reason and left alone; a file clamd is too slow on waits longer each time; the documents
 * after them are scanned on the same run, the EICAR one found INFECTED. A clamd that does not
 * answer PING stops the run without counting a try against any document.
 */
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { MAX_SCAN_TRIES } from '../../api/src/modules/documents/rescan-schedule.js';
import { EICAR } from '../support/clamd.js';
import { startFakeClamd, usualAnswer, type FakeClamd } from '../support/fake-clamd.js';
import { makePdf } from '../support/fixtures/documents.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { staffFor, type Staff } from './review.support.js';
import { pendingScans } from './virus-scan.support.js';

const TOO_LARGE = 'ODF-TEST-TOO-LARGE';
const TOO_SLOW = 'ODF-TEST-TOO-SLOW';
const HOUR = 3_600_000;

describe.each(databases)('the rescan goes past documents clamd cannot scan (fake clamd, %s)', (kind) => {
  let clamd: FakeClamd;
  let app: TestApp;
  let staff: Staff;
  beforeAll(async () => {
    clamd = await startFakeClamd({
      answer: (body) => {
        if (body.includes(TOO_LARGE)) return 'INSTREAM size limit exceeded. ERROR';
        if (body.includes(TOO_SLOW)) return null;
        return usualAnswer(body);
      },
    });
    app = await startTestApp(kind, { env: { CLAMD_URL: clamd.url, CLAMD_TIMEOUT_S: '0.5' } });
    staff = await staffFor(app, 'employee', 'Rescans');
  });
  afterAll(async () => {
    await app?.close();
    await clamd?.close();
  });

  const documents = () => app.services.infra.db.getRepository(ApplicationDocument);

  const scans = pendingScans(
    () => app,
    () => staff,
  );
  const { documentsOf, runRescanJob } = scans;

  /** Submits an undergraduate application while clamd is stopped, its transcript carrying `marker`; returns its id. */
  async function submitWhileDown(email: string, marker: string): Promise<number> {
    return scans.submitWhileDown(email, Buffer.from(await makePdf({ marker, title: `Transcript ${marker}` })));
  }

  /** Makes a document the oldest waiting, so the rescan meets it first. */
  async function makeOldest(id: number): Promise<string> {
    const { fileId } = (await documentsOf(id)).find((d) => d.fileAlias === 'transcript')!;
    await documents().update({ fileId }, { createdAt: new Date(Date.now() - 24 * HOUR) });
    return fileId;
  }

  const scansOf = (marker: string) => clamd.bodies.filter((body) => body.includes(marker)).length;

  it('marks a file clamd refuses as too large, and scans every later one on the same run', async () => {
    await clamd.stop();
    const refusedApp = await submitWhileDown('rescan.large@example.org', TOO_LARGE);
    const infectedApp = await submitWhileDown('rescan.eicar@example.org', EICAR);
    const refused = await makeOldest(refusedApp);

    // clamd down: the run stops at once and counts no try against anyone.
    await runRescanJob();
    const waiting = await documents().findOneByOrFail({ fileId: refused });
    expect(waiting).toMatchObject({ scanStatus: 'PENDING', scanTries: 0, scanNextTryAt: null });
    expect(waiting.scanProblem).toMatch(/clamd unreachable/);

    await clamd.start();
    await runRescanJob();
    const first = await documentsOf(refusedApp);
    for (const d of first) {
      if (d.fileAlias === 'transcript') {
        expect(d.scanStatus).toBe('UNSCANNABLE');
        expect(d.scanProblem).toMatch(/INSTREAM size limit exceeded/);
      } else expect([d.fileAlias, d.scanStatus, d.scanProblem]).toEqual([d.fileAlias, 'CLEAN', null]);
    }
    for (const d of await documentsOf(infectedApp)) {
      expect(d.scanStatus, d.fileAlias).toBe(d.fileAlias === 'transcript' ? 'INFECTED' : 'CLEAN');
    }

    // Given up on: not sent to clamd again, closed to staff, left out of the ZIP.
    const tries = scansOf(TOO_LARGE);
    await runRescanJob();
    await app.services.documents.pendingScans.rescan(undefined, new Date(Date.now() + 48 * HOUR));
    expect(scansOf(TOO_LARGE)).toBe(tries);
    const download = await staff.client.get(`/api/undergrad/download-file/${refusedApp}/${refused}`);
    expect(download.status).toBe(409);
    expect(((await download.json()) as { error: string }).error).toMatch(/could not be virus-scanned/);
    expect((await staff.client.get(`/api/undergrad/download-zip/${refusedApp}`)).status).toBe(200);
  }, 90_000);

  it('tries a file clamd is too slow on again later, doubling the wait, then gives up', async () => {
    await clamd.stop();
    const slowApp = await submitWhileDown('rescan.slow@example.org', TOO_SLOW);
    const slow = await makeOldest(slowApp);
    await clamd.start();

    const started = Date.now();
    await runRescanJob();
    const once = await documents().findOneByOrFail({ fileId: slow });
    expect(once).toMatchObject({ scanStatus: 'PENDING', scanTries: 1, scanProblem: 'clamd was too slow to answer' });
    expect(once.scanNextTryAt!.getTime()).toBeGreaterThanOrEqual(started + 60_000 - 1000);
    for (const d of await documentsOf(slowApp)) {
      if (d.fileAlias !== 'transcript') expect(d.scanStatus, d.fileAlias).toBe('CLEAN');
    }

    // Not due yet: the next run leaves it alone.
    const tries = scansOf(TOO_SLOW);
    await runRescanJob();
    expect(scansOf(TOO_SLOW)).toBe(tries);

    let now = Date.now();
    for (let t = 2; t <= MAX_SCAN_TRIES; t++) {
      now += 2 * HOUR;
      await app.services.documents.pendingScans.rescan(undefined, new Date(now));
    }
    expect(scansOf(TOO_SLOW)).toBe(tries + MAX_SCAN_TRIES - 1);
    expect(await documents().findOneByOrFail({ fileId: slow })).toMatchObject({
      scanStatus: 'UNSCANNABLE',
      scanTries: MAX_SCAN_TRIES,
      scanNextTryAt: null,
      scanProblem: 'clamd was too slow to answer',
    });
  }, 90_000);
});

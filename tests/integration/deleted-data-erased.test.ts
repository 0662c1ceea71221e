import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { backupMysql } from '../../api/src/backup/mysql-backup.js';
import { backupSqlite } from '../../api/src/backup/sqlite-backup.js';
import { addKeyToRingFile, KeyRing } from '../../api/src/crypto/key-ring.js';
import { PiiCipher } from '../../api/src/crypto/pii-cipher.js';
import { rotateToKey } from '../../api/src/cli/keys-rotate/key-rotation.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { KINDS, sealedProp } from '../../api/src/modules/application-records/kinds.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { deleteOldSentMail } from '../../api/src/modules/mail-outbox/sent-mail-clean-up.js';
import { ApplicationNoteRow, ReviewStatusChange } from '../../api/src/modules/review/review.entity.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * What the product deletes (a retention purge) or replaces (a key rotation) must not be readable
 * afterwards in the database's own files nor in a backup taken later: the raw bytes are grepped.
 * On MariaDB the app can reach the table files only (undo logs, redo log and binary logs are the
 * operator's: docs/operations.md), and only when the test runs beside the server (as root or mysql).
 */
const YEAR = 365 * 24 * 60 * 60_000;
const OLD_KEY = 'a7'.repeat(32);

describe.each(databases)('deleted data is gone from the files on %s', (kind) => {
  let app: TestApp;
  const work = mkdtempSync(path.join(tmpdir(), 'odf-erased-'));

  beforeAll(async () => {
    app = await startTestApp(kind, { env: { ENCRYPTION_KEY: OLD_KEY } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** The table files of the test database on MariaDB, flushed first; undefined when out of reach. */
  async function mysqlTableFiles(): Promise<string[] | undefined> {
    const [row] = (await app.services.infra.db.query('SELECT @@datadir AS dir')) as { dir: string }[];
    const folder = path.join(row!.dir, decodeURIComponent(new URL(app.config.databaseUrl!).pathname.slice(1)));
    try {
      readdirSync(folder);
    } catch {
      return undefined;
    }
    const tables = ((await app.services.infra.db.query('SHOW TABLES')) as Record<string, string>[]).map(
      (r) => Object.values(r)[0]!,
    );
    // Dirty pages reach the .ibd files: what is grepped is what a disk image would hold.
    const runner = app.services.infra.db.createQueryRunner();
    try {
      await runner.query(`FLUSH TABLES ${tables.map((t) => '`' + t + '`').join(', ')} FOR EXPORT`);
      await runner.query('UNLOCK TABLES');
    } finally {
      await runner.release();
    }
    return readdirSync(folder)
      .filter((f) => f.endsWith('.ibd'))
      .map((f) => path.join(folder, f));
  }

  /** The database's files (SQLite: the file and its WAL), then a backup taken now. */
  async function filesNow(label: string): Promise<Record<string, Buffer>> {
    const out: Record<string, Buffer> = {};
    if (kind === 'sqlite') {
      for (const name of ['app.sqlite', 'app.sqlite-wal']) {
        const file = path.join(app.dataDir, name);
        if (existsSync(file)) out[name] = readFileSync(file);
      }
      const backup = path.join(work, `${label}.backup.sqlite`);
      await backupSqlite(app.dataDir, backup);
      out['backup'] = readFileSync(backup);
    } else {
      for (const file of (await mysqlTableFiles()) ?? []) out[path.basename(file)] = readFileSync(file);
      const backup = path.join(work, `${label}.backup.jsonl.gz`);
      await backupMysql(app.services.infra.db, backup);
      out['backup'] = gunzipSync(readFileSync(backup));
    }
    return out;
  }

  /** Which of the values appear in which file, as "value in file" (bytes also as base64, as the MySQL backup has them). */
  function found(files: Record<string, Buffer>, values: (string | Buffer)[]): string[] {
    const hits: string[] = [];
    for (const value of values)
      for (const [name, bytes] of Object.entries(files))
        if (bytes.includes(value) || (Buffer.isBuffer(value) && bytes.includes(value.toString('base64'))))
          hits.push(`${Buffer.isBuffer(value) ? 'ciphertext' : value} in ${name}`);
    return hits;
  }

  /** The grep can see the values: each is in the backup, and the given ones in the database's own files. */
  function expectVisible(files: Record<string, Buffer>, values: (string | Buffer)[], inDatabase: (string | Buffer)[]): void {
    expect(found(files, values).filter((hit) => hit.endsWith(' in backup'))).toHaveLength(values.length);
    const { backup, ...database } = files;
    expect(backup).toBeDefined();
    if (Object.keys(database).length === 0)
      return console.warn(`[${kind}] the table files are out of reach: only the backup is checked`);
    expect(found({ database: Buffer.concat(Object.values(database)) }, inDatabase)).toHaveLength(inDatabase.length);
  }

  it('a retention purge leaves no name, e-mail, phone, address, birth date, decline reason or note text', async () => {
    const fields = sampleFields.undergrad({
      firstName: 'Zephyrine',
      lastName: 'Quillfeather',
      email: 'zephyrine.quillfeather@example.org',
      phone: '(919) 555-0147',
      address: '8841 Marigold Hollow Road',
      dateOfBirth: '1991-08-23',
    });
    const response = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const db = app.services.infra.db;
    const row = await db.getRepository(KINDS.undergrad.entity).findOneByOrFail({ reference });
    const declineReason = 'Household income above the cap after the Larkspur Credit Union review';
    const noteText = 'Spoke with her grandmother Ottoline about the Larkspur loan statement';
    await db.getRepository(KINDS.undergrad.entity).update({ id: row.id }, { reviewStatus: 'DECLINED' });
    await db.getRepository(ReviewStatusChange).insert({
      applicantKind: 'undergrad',
      applicantId: row.id,
      fromStatus: 'IN_REVIEW',
      toStatus: 'DECLINED',
      actorUserId: null,
      reason: declineReason,
      at: new Date(Date.now() - 2 * YEAR),
    });
    await db.getRepository(ApplicationNoteRow).insert({
      applicantKind: 'undergrad',
      applicantId: row.id,
      authorUserId: null,
      text: noteText,
      createdAt: new Date(),
    });
    const stored = row as unknown as Record<string, string>;
    const values = [
      stored.firstName!,
      stored.lastName!,
      stored.email!,
      stored.phone!,
      stored.address!,
      String(stored.dateOfBirth),
      declineReason,
      noteText,
    ];
    expect(values).toEqual(expect.arrayContaining(['Quillfeather', 'zephyrine.quillfeather@example.org', '1991-08-23']));

    // The confirmation mail left long ago; its trace (the address) is cleaned up after 30 days.
    await vi.waitFor(async () => expect(await db.getRepository(OutboxMail).countBy({ status: 'queued' })).toBe(0), {
      timeout: 10_000,
    });
    const before = await filesNow('before');
    expectVisible(before, values, [stored.lastName!, stored.email!, noteText]);

    await deleteOldSentMail(db, new Date(Date.now() + YEAR));
    // The outbox's own clean-up erases the addresses it deletes (its table file, on MariaDB).
    if (before['mail_outbox.ibd']) {
      expect(before['mail_outbox.ibd'].includes(stored.email!)).toBe(true);
      expect((await filesNow('after-mail-clean-up'))['mail_outbox.ibd']!.includes(stored.email!)).toBe(false);
    }
    expect(await app.services.retention.purge({ userId: null, ip: null })).toBe(1);
    expect(await db.getRepository(KINDS.undergrad.entity).findOneBy({ id: row.id })).toBeNull();

    expect(found(await filesNow('after-purge'), values)).toEqual([]);
  }, 120_000);

  it('a key rotation leaves no ciphertext under the old key', async () => {
    const db = app.services.infra.db;
    const fields = sampleFields.undergrad({ lastName: 'Rotated' });
    const response = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const repo = db.getRepository(KINDS.undergrad.entity);
    const row = (await repo.findOneByOrFail({ reference })) as unknown as Record<string, string>;
    const oldSsn = row[sealedProp('socialSecurity')]!;
    expect(PiiCipher.versionOf(oldSsn)).toBe(1);
    const [document] = await db
      .getRepository(ApplicationDocument)
      .findBy({ applicantKind: 'undergrad', applicantId: Number(row.id) });
    const part = await db.getRepository(ApplicationDocumentPart).findOneByOrFail({ fileId: document!.fileId, partNo: 0 });
    // A slice from the middle of the sealed bytes (any 48 bytes of ciphertext are unique), on a
    // multiple of 3 so that its base64 is part of the whole value's.
    const middle = Math.floor(part.sealedBytes.length / 6) * 3;
    const oldPart = Buffer.from(part.sealedBytes.subarray(middle, middle + 48));
    const oldValues = [oldSsn, oldPart];
    expectVisible(await filesNow('before-rotation'), oldValues, oldValues);

    const ring = new KeyRing(app.config.encryptionKeys, app.config.keyRingFile);
    const added = addKeyToRingFile(app.dataDir, ring.all);
    ring.refresh(true);
    const counts = await rotateToKey(db, new PiiCipher(ring), added);
    expect(counts.complete).toBe(true);
    const after = (await repo.findOneByOrFail({ reference })) as unknown as Record<string, string>;
    expect(PiiCipher.versionOf(after[sealedProp('socialSecurity')]!)).toBe(added.version);

    expect(found(await filesNow('after-rotation'), oldValues)).toEqual([]);
  }, 120_000);
});

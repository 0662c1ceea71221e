import { readdirSync, readFileSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/data-source.js';
import { databases } from '../support/test-app.js';
import { installation, KEY, OTHER_KEY, runCli, type Installation } from './deploy.support.js';

/** What odf-backup.service and odf-restore-check.service run, against a real installation and backup. */
describe.each(databases)('the nightly backup and the weekly restore check (%s)', (kind) => {
  let site: Installation;

  beforeAll(async () => {
    site = await installation(kind);
  }, 120_000);
  afterAll(() => site?.close());

  async function queuedAlerts(): Promise<{ recipient: string }[]> {
    const db = await openDatabase({ dataDir: site.dataDir, databaseUrl: site.database?.url }, { migrate: false });
    try {
      return (await db.query("SELECT recipient FROM mail_outbox WHERE kind = 'restore-check-failed'")) as { recipient: string }[];
    } finally {
      await db.destroy();
    }
  }

  it('backs up into the folder, restores the latest into a scratch database, and opens an SSN and a document', async () => {
    const backup = await runCli('backup', ['--dir', site.backups, '--keep-daily', '7', '--keep-weekly', '4'], site.env);
    expect(backup.status, backup.out).toBe(0);
    expect(readdirSync(site.backups)).toHaveLength(1);
    const verify = await runCli('backup-verify', ['--dir', site.backups], site.env);
    console.log(`[restore check, ${kind}] ${verify.out.trim()}`);
    expect(verify.status, verify.out).toBe(0);
    expect(verify.out).toMatch(/SSN opened, document opened/);
    expect(verify.out).toMatch(/parent_applicants 0, school_applicants 1/);
    const last = JSON.parse(readFileSync(path.join(site.dataDir, 'last-restore-check.json'), 'utf8')) as { at: string };
    expect(Date.now() - Date.parse(last.at)).toBeLessThan(60_000);
    // The scratch database is gone again.
    const scratch = /odf_restore_check_[0-9a-f]+/.exec(verify.out)?.[0];
    if (site.database) {
      expect(scratch).toBeDefined();
      const db = await openDatabase({ dataDir: site.dataDir, databaseUrl: site.database.url }, { migrate: false });
      try {
        expect(await db.query('SHOW DATABASES LIKE ?', [scratch])).toEqual([]);
      } finally {
        await db.destroy();
      }
    }
  }, 90_000);

  it('fails with the wrong key, and queues an e-mail to the admins in the outbox', async () => {
    site.writeCredential('encryption-key', OTHER_KEY);
    try {
      const verify = await runCli('backup-verify', ['--dir', site.backups], site.env);
      expect(verify.status).toBe(1);
      expect(verify.out).toMatch(/Restore check FAILED .*Stored data could not be decrypted/);
      expect(verify.out).toMatch(/An e-mail to 1 admin\(s\) is queued/);
    } finally {
      site.writeCredential('encryption-key', KEY);
    }
    expect(await queuedAlerts()).toEqual([{ recipient: 'admin@example.org' }]);
  }, 90_000);

  it('fails on a backup cut short, with the right key', async () => {
    const [name] = readdirSync(site.backups);
    truncateSync(path.join(site.backups, name!), 4096);
    const verify = await runCli('backup-verify', ['--dir', site.backups], site.env);
    expect(verify.status).toBe(1);
    expect(verify.out).toMatch(/Restore check FAILED/);
    expect(await queuedAlerts()).toHaveLength(2);
  }, 90_000);

  it('fails when there is no backup at all', async () => {
    const verify = await runCli('backup-verify', ['--dir', path.join(site.root, 'nothing-here')], site.env);
    expect(verify.status).toBe(1);
    expect(verify.out).toMatch(/no backup found/);
  });
});

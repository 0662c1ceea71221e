import type { RingKey } from '../../crypto/key-ring.js';
import { KeyRing } from '../../crypto/key-ring.js';
import { PiiCipher } from '../../crypto/pii-cipher.js';
import { enqueueMail, registerOutboxSink } from '../../modules/mail-outbox/enqueue.js';
import { User } from '../../modules/accounts/user.entity.js';
import { openDatabase, type DatabaseSettings } from '../../../../db/data-source.js';

/**
 * Queues an e-mail to every admin in the live database's outbox: the running server sends it
 * (and retries while SMTP is away). The mail names the backup file and the reason, nothing else.
 * Answers how many admins it was queued for.
 */
export async function alertAdmins(settings: DatabaseSettings, keys: RingKey[], file: string, reason: string): Promise<number> {
  const db = await openDatabase(settings, { migrate: false });
  try {
    const admins = await db.getRepository(User).find({ where: { role: 'admin' }, select: { email: true } });
    if (admins.length === 0) return 0;
    registerOutboxSink(db, { cipher: new PiiCipher(new KeyRing(keys)), wake: () => undefined });
    await enqueueMail(db.manager, {
      kind: 'restore-check-failed',
      to: admins.map((a) => a.email),
      subject: 'Open Diploma Fund: the weekly restore check failed',
      text:
        `The weekly restore check could not restore and read the latest backup.\n\n` +
        `Backup: ${file}\nReason: ${reason}\n\n` +
        `Until this is fixed, a restore from the backups may not bring the data back. ` +
        `On the server: journalctl -u odf-restore-check, then npm run doctor (deploy/README.md).\n`,
    });
    return admins.length;
  } finally {
    await db.destroy();
  }
}

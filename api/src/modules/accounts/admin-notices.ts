import type { DataSource } from 'typeorm';
import type { MailKind } from '../../domain/mail-kinds.js';
import { organisation } from '../../domain/organisation.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { User } from './user.entity.js';

/**
 * An e-mail to every admin through the outbox (one mail, admins as its recipients). Callers write
 * no personal data into it: these notices travel beyond the console. Answers how many admins.
 */
export async function mailAdmins(db: DataSource, kind: MailKind, subject: string, text: string): Promise<number> {
  // One insert, so no transaction: on SQLite a transaction would race a job's on the one connection.
  const admins = await db.getRepository(User).findBy({ role: 'admin' });
  if (!admins.length) return 0;
  await enqueueMail(db.manager, {
    kind,
    to: admins.map((a) => a.email),
    subject: `${organisation.name}: ${subject}`,
    text: `${text}\n\n— ${organisation.name}`,
  });
  return admins.length;
}

import type { DataSource } from 'typeorm';
import { scanningNotices, type ConsoleNotice, type ScanningState } from '../../domain/console-notices.js';
import { validationError } from '../../domain/errors.js';
import { DismissedNoticeRow } from './dismissed-notice.entity.js';

/**
 * The notices the console shows an admin, minus those they dismissed. A dismissal is kept per
 * person, on the server, so it follows them to another browser; it holds while the notice's level
 * does not rise, so "3 documents waiting" dismissed comes back at 4, never at 3 again.
 */
export class ConsoleNoticesService {
  constructor(
    private readonly db: DataSource,
    private readonly scanningState: () => Promise<ScanningState>,
  ) {}

  private async current(): Promise<ConsoleNotice[]> {
    return scanningNotices(await this.scanningState());
  }

  async forAdmin(userId: number): Promise<ConsoleNotice[]> {
    const [notices, dismissed] = await Promise.all([
      this.current(),
      this.db.getRepository(DismissedNoticeRow).findBy({ userId }),
    ]);
    const levels = new Map(dismissed.map((d) => [d.noticeKey, d.level]));
    return notices.filter((n) => (levels.get(n.key) ?? 0) < n.level);
  }

  /** Hides a notice the console shows now from this admin, at its present level. */
  async dismiss(userId: number, key: string): Promise<void> {
    const notice = (await this.current()).find((n) => n.key === key);
    if (!notice) throw validationError('This notice is no longer shown.', { key: 'No notice with this key is shown now.' });
    const row = { userId, noticeKey: notice.key, level: notice.level, dismissedAt: new Date() };
    await this.db.getRepository(DismissedNoticeRow).upsert(row, ['userId', 'noticeKey']);
  }
}

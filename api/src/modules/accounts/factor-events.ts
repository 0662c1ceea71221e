import type { DataSource } from 'typeorm';
import type { FactorMethod } from '../../domain/second-factor.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { memoryCounters, OncePerWindow, type CounterStore } from '../rate-limits/rate-limits.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { factorFailedMail, factorUsedMail, recoveryCodeUsedMail } from './factor-mail.js';
import { unusedRecoveryCodes } from './recovery-code-rows.js';
import type { User } from './user.entity.js';

/** Why a factor was checked: to finish a sign-in, or to step up a signed-in session. */
export type FactorPurpose = 'sign-in' | 'step-up';

/**
 * What a factor check leaves behind: an audit row, and a mail to the owner when it matters (a
 * failure the caller asks to tell, a recovery code spent, a new browser). Never a code or a secret.
 */
export class FactorEvents {
  /** The owner hears of wrong codes at most once an hour: a burst of attempts is one mail. */
  private readonly failureMails: OncePerWindow;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly timeZone: string,
    counters: CounterStore = memoryCounters,
  ) {
    this.failureMails = new OncePerWindow('factor-failure-mail', 60 * 60_000, counters);
  }

  async failed(user: User, actor: AuditActor, purpose: FactorPurpose, at: Date, notify: boolean): Promise<void> {
    const mail = notify && (await this.failureMails.first(`user:${user.id}`));
    await this.db.transaction(async (manager) => {
      await this.audit.record(actor, { action: 'mfa.failed', targetType: 'user', targetId: user.id, detail: purpose }, manager);
      if (mail) await enqueueMail(manager, { kind: 'second-factor-failed', ...factorFailedMail(user, at, this.timeZone) });
    });
  }

  async used(
    user: User,
    method: FactorMethod,
    actor: AuditActor,
    purpose: FactorPurpose,
    at: Date,
    newBrowser: boolean,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const detail = `${method} ${purpose}`;
      const action = method === 'recovery' ? 'mfa.recovery_used' : 'mfa.used';
      const flags = newBrowser && purpose === 'sign-in' ? ['new-device'] : [];
      await this.audit.record(
        { ...actor, userId: user.id },
        { action, targetType: 'user', targetId: user.id, detail, flags },
        manager,
      );
      if (method === 'recovery') {
        const left = await unusedRecoveryCodes(manager, user.id);
        await enqueueMail(manager, { kind: 'recovery-code-used', ...recoveryCodeUsedMail(user, at, left, this.timeZone) });
      } else if (newBrowser && purpose === 'sign-in') {
        await enqueueMail(manager, { kind: 'second-factor-used', ...factorUsedMail(user, method, at, this.timeZone) });
      }
    });
  }
}

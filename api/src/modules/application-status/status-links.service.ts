import type { DataSource } from 'typeorm';
import type { AuditActor } from '../../auth/request-actor.js';
import type { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import { statusLinkSchema, statusMessages } from '../../domain/application-status.js';
import { notFound } from '../../domain/errors.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import { findByReference } from './status-sign-in.service.js';

/**
 * The e-mail address an e-mail's status link stands for (issue 42, problem 2), so the page fills
 * it in beside the reference. Only a key the server minted for that reference and address gets an
 * answer; any other answers the same refusal, which says nothing of whether the reference exists.
 */
export class StatusLinksService {
  constructor(
    private readonly db: DataSource,
    private readonly limits: RateLimits,
    private readonly keys: StatusLinkKeys,
  ) {}

  async linkedEmail(input: unknown, actor: AuditActor): Promise<string> {
    // Generous per address, as the code check is: a school lab shares one.
    await this.limits.statusVerifyPerIp.hit(actor.ip ?? 'unknown');
    const parsed = statusLinkSchema.safeParse(input);
    const found = parsed.success ? await findByReference(this.db, parsed.data.reference) : null;
    if (!parsed.success || !found || !this.keys.matches(parsed.data.reference, found.email, parsed.data.key))
      throw notFound(statusMessages.linkUnknown);
    return found.email;
  }
}

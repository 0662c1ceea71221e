import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { AuditService } from './audit.service.js';
import type { ChainReport } from './audit-verify.js';

const DAY_MS = 24 * 60 * 60_000;

/** The daily e-mail's words: the day's head hash and any break; places and row ids, no person. */
export function chainReportMail(report: ChainReport, day: string): { subject: string; text: string } {
  const head = `Head of the chain on ${day}: place ${report.headSeq}, hash ${report.headHash}.`;
  if (report.ok)
    return {
      subject: `audit log intact on ${day}`,
      text:
        `The daily check of the audit log found all ${report.rows} rows intact.\n\n${head}\n\n` +
        'Keep this e-mail: if the log is ever rewritten, this hash will no longer match.',
    };
  return {
    subject: `audit log BROKEN on ${day}`,
    text:
      `The daily check of the audit log found a break: ${report.firstBreak!.message}\n\n${head}\n\n` +
      'Someone changed the log outside the app, or a restore mixed two copies. Run `npm run audit:verify` on the server, ' +
      'compare with the head hashes of earlier e-mails, and keep the database as it is until you know why.',
  };
}

/** The chain's check, once a day on one instance; the admins get its result by e-mail. */
export function auditJobs(
  audit: Pick<AuditService, 'verify'>,
  mailAdmins: (subject: string, text: string) => Promise<unknown>,
  now: () => Date = () => new Date(),
): ScheduledJob[] {
  return [
    {
      name: 'audit-chain-check',
      everyMs: DAY_MS,
      run: async () => {
        const report = await audit.verify();
        const mail = chainReportMail(report, now().toISOString().slice(0, 10));
        await mailAdmins(mail.subject, mail.text);
      },
    },
  ];
}

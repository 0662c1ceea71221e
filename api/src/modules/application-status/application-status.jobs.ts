import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { StatusSignInService } from './status-sign-in.service.js';

/** Applicants' expired status sign-ins (codes and sessions) go; they are refused when read anyway. */
export function applicationStatusJobs(signIn: Pick<StatusSignInService, 'deleteExpired'>): ScheduledJob[] {
  return [
    {
      name: 'expired-application-status-sign-ins',
      everyMs: 5 * 60_000,
      run: async () => {
        await signIn.deleteExpired();
      },
    },
  ];
}

import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { InfoRequestsService } from './info-requests.service.js';

/** The one reminder before a request's due date, sent once across instances. */
export function infoRequestJobs(infoRequests: Pick<InfoRequestsService, 'sendDueReminders'>): ScheduledJob[] {
  return [
    {
      name: 'info-request-reminders',
      everyMs: 10 * 60_000,
      run: async () => {
        await infoRequests.sendDueReminders();
      },
    },
  ];
}

import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { StaffLetters } from './staff-letters.service.js';

/** Nothing slips: the one automatic reminder 7 days before the due date, and the expiry after it. */
export function letterJobs(staff: Pick<StaffLetters, 'sendAutoReminders' | 'expireOverdue'>): ScheduledJob[] {
  return [
    {
      name: 'letter-reminders',
      everyMs: 10 * 60_000,
      run: async () => {
        await staff.sendAutoReminders();
      },
    },
    {
      name: 'letter-expiry',
      everyMs: 10 * 60_000,
      run: async () => {
        await staff.expireOverdue();
      },
    },
  ];
}

import { z } from 'zod';

/** The reads of applicants' data that the audit log records (issue 27), as admins read them. */
export const AUDIT_READ_ACTIONS = {
  'application.view': 'Opened the application',
  'document.preview': 'Previewed a document',
  'document.download': 'Downloaded a document',
  'application.package-download': 'Downloaded the package PDF',
  'application.ssn-reveal': 'Revealed the SSNs',
  'application.zip-download': 'Downloaded the documents (ZIP)',
  'applications.export-csv': 'Exported a list (CSV)',
} as const satisfies Record<string, string>;

export type AuditReadAction = keyof typeof AUDIT_READ_ACTIONS;
export const AUDIT_READ_ACTION_NAMES = Object.keys(AUDIT_READ_ACTIONS) as AuditReadAction[];

/** What an action is in words; an action with no label shows as it is stored. */
export function auditActionLabel(action: string): string {
  return (AUDIT_READ_ACTIONS as Record<string, string>)[action] ?? action;
}

export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date.');

/** The audit page's filters; every one optional. Dates are whole days in UTC, both ends included. */
export const auditLogFilterSchema = z
  .object({
    actorUserId: z.number().int().positive().nullish(),
    action: z.string().trim().max(64).nullish(),
    reference: z.string().trim().max(32).nullish(),
    from: day.nullish(),
    to: day.nullish(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'The start date comes after the end date.', path: ['to'] });

export type AuditLogFilterInput = z.infer<typeof auditLogFilterSchema>;

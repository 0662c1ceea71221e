import { z } from 'zod';
import { AUDIT_READ_ACTIONS } from './audit-actions.js';

export { AUDIT_ACTION_GROUPS, AUDIT_READ_ACTIONS, auditActionLabel } from './audit-actions.js';

export type AuditReadAction = keyof typeof AUDIT_READ_ACTIONS;
export const AUDIT_READ_ACTION_NAMES = Object.keys(AUDIT_READ_ACTIONS) as AuditReadAction[];

/** The reads of one application: "Who has seen this" counts these (a list's export is of no one application). */
/**
 * The reads of one application's data, as "Who has seen this" and the bulk-read alert count them.
 * Its related applications are listed on the page that opens it: one look, counted once.
 */
export const APPLICATION_READ_ACTIONS = AUDIT_READ_ACTION_NAMES.filter(
  (a) => a !== 'applications.export-csv' && a !== 'application.related-view',
);

export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date.');

/** The audit page's filters; every one optional. Dates are whole days on the organisation's clock, both ends included. */
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

import type { StaffRole } from './roles.js';

/**
 * The one permission table, built from spec §6. GraphQL's authChecker and the REST
 * middleware both read it, so a role can never see more through one door than the other.
 */
export const PERMISSIONS = {
  /** Signed-in staff: their own session. */
  'session:self': ['admin', 'employee', 'volunteer'],
  /** /admin-access, /admin-access-archive and the detail pages. */
  'applications:read': ['admin', 'employee', 'volunteer'],
  'applications:archive': ['admin', 'employee', 'volunteer'],
  'documents:download': ['admin', 'employee', 'volunteer'],
  /** The package PDF DOWNLOAD button is for admin and employee only. */
  'applications:package': ['admin', 'employee'],
  'applications:reveal-ssn': ['admin', 'employee'],
  /** Related applications (issue 39): which others share an SSN, e-mail, phone, address or loan; never volunteers (blind review). */
  'applications:related': ['admin', 'employee'],
  /** Contact and volunteer messages kept in the database. */
  'messages:read': ['admin', 'employee'],
  /** The inbox: mark a message handled (or not). */
  'messages:handle': ['admin', 'employee'],
  /** /admin-access-content: settings, team, news and store. */
  'content:edit': ['admin', 'employee'],
  /** Review notes and rubric scores (issue 12): every staff role. */
  'review:contribute': ['admin', 'employee', 'volunteer'],
  /** Review status moves; the transition table then decides which move each role may make. */
  'review:move': ['admin', 'employee'],
  'review:assign': ['admin', 'employee'],
  'review:rubric': ['admin'],
  /** Unlocking a reviewer's score locked by blind review, so they may change it once more (audited). */
  'review:unlock-score': ['admin'],
  /** /admin-access-cycles: program cycles' windows, awards and budgets, and their figures. */
  'cycles:manage': ['admin'],
  /** The CSV export of a list and the ZIP of one application's documents. */
  'applications:export': ['admin', 'employee'],
  /** /admin-access-privileges: the users list and pending factor resets. */
  'users:manage': ['admin'],
  /** Changing a user's role or deleting a user (with a recent second factor: step-up). */
  'users:change': ['admin'],
  /** One's own sign-in factors: see them, rename a passkey. */
  'factors:own': ['admin', 'employee', 'volunteer'],
  /** Adding or removing one's own factor, new recovery codes (step-up). */
  'factors:change': ['admin', 'employee', 'volunteer'],
  /** Asking for, approving or cancelling the reset of another user's factors (step-up; two admins). */
  'factors:reset': ['admin'],
  /** /admin-access-mail: failed e-mails (recipient, kind, dates) and their retry. */
  'mail:manage': ['admin'],
  /** /admin-access-retention: the retention policy, its dry run, legal holds. */
  'retention:manage': ['admin'],
  /** Running the retention purge now: deletes applications for good (step-up). */
  'retention:purge': ['admin'],
  /** /admin-access-reports: each program cycle in figures (no applicant's personal data). */
  'reports:read': ['admin', 'employee'],
  /** The report settings (fiscal year) and the Schedule I export for the IRS. */
  'reports:manage': ['admin'],
  /** /admin-access-audit: the audit log, who has seen an application, a staff member's activity. */
  'audit:read': ['admin'],
  /** The audit log as CSV: every matching row at once (step-up). */
  'audit:export': ['admin'],
  /** The disbursement ledger (issue 40): an application's payments and the Payments page. */
  'disbursements:read': ['admin', 'employee'],
  /** Preparing a payment of an approved award (step-up). */
  'disbursements:prepare': ['admin', 'employee'],
  /** Releasing (approving) a payment someone else prepared, recording it sent, cleared or failed, voiding it (step-up). */
  'disbursements:release': ['admin'],
  /** The monthly reconciliation CSV. */
  'disbursements:export': ['admin'],
  /** Conflicts of interest (issue 39): accepting a cycle's policy, declaring one's own conflict. */
  'conflicts:own': ['admin', 'employee', 'volunteer'],
  /** Withdrawing another person's declaration, with a reason (never one's own). */
  'conflicts:withdraw': ['admin'],
  /** The board's record: every declaration and acceptance of a cycle, and its CSV. */
  'conflicts:read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * The sharpest actions: besides the role, they need a second factor verified in the last
 * STEP_UP_WINDOW_MS (a sign-in counts), else STEP_UP_REQUIRED (docs/decisions/270).
 */
export const STEP_UP_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  'applications:reveal-ssn',
  'applications:export',
  // Every answer and document of an application in one file: as much as the ZIP (issue 36).
  'applications:package',
  'audit:export',
  'retention:purge',
  'users:change',
  'factors:change',
  'factors:reset',
  // Every step of a payment (issue 40): money leaves on a factor from the last 15 minutes.
  'disbursements:prepare',
  'disbursements:release',
  'disbursements:export',
]);

/**
 * Permissions whose doors read or act on one application (issue 39, docs/decisions/490): where a
 * door names the application, a conflict its caller declared refuses it (CONFLICT). Lists and
 * rubrics under the same permissions name no application and are not refused.
 */
export const ONE_APPLICATION_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  'applications:read',
  'applications:archive',
  'documents:download',
  'applications:package',
  'applications:reveal-ssn',
  'applications:export',
  'review:contribute',
  'review:move',
  'review:assign',
  'review:unlock-score',
  'disbursements:prepare',
]);

/**
 * Scores, notes, decisions and assignments: refused CONFLICT_POLICY_REQUIRED until the caller
 * accepted the current version of the conflict-of-interest policy of the application's cycle.
 */
export const POLICY_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  'review:contribute',
  'review:move',
  'review:assign',
]);

/** How long a verified factor opens the step-up actions. */
export const STEP_UP_WINDOW_MS = 15 * 60 * 1000;

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

export function roleMay(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Staff roles of spec §6, in order of reach. 'admin' alone manages users. */
export const STAFF_ROLES = ['admin', 'employee', 'volunteer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

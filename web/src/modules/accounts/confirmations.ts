import type { StaffRole } from '@domain/roles';
import type { ConfirmAction } from '../../console/ConfirmActionDialog';

/**
 * What the privileges page's confirmations say (issue 42). Each sentence describes what the
 * server does (users.service.ts, factor-resets.service.ts): change one, check the other.
 */

export interface Person {
  firstName: string;
  lastName: string;
  role?: StaffRole | null;
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim();
const withArticle = (role: StaffRole) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

/** Higher reaches further (the server's RANK): saving a lower one is a demotion and signs the user out. */
const RANK: Record<StaffRole, number> = { admin: 3, employee: 2, volunteer: 1 };

export function isDemotion(from: StaffRole | null | undefined, to: StaffRole): boolean {
  return from != null && RANK[to] < RANK[from];
}

/** Approving a reset: the factors go, every session ends, the user is e-mailed and enrols again. */
export function factorResetConfirmation(person: Person): ConfirmAction {
  const name = fullName(person);
  const first = person.firstName;
  return {
    title: `Reset ${name}'s sign-in factors?`,
    consequence:
      `${first}'s authenticator app, passkeys and recovery codes are removed, and ${first} is signed out on every ` +
      `device and told by e-mail. The password stays the same. At the next sign-in, ${first} sets up a new ` +
      'authenticator app or passkey.',
    confirmLabel: `Reset ${name}'s factors`,
    busyLabel: 'Resetting…',
  };
}

/** Deleting an account: the row goes, sessions and assignments with it; notes, scores and the audit log stay. */
export function deleteConfirmation(person: Person): ConfirmAction {
  const name = fullName(person);
  const first = person.firstName;
  const consequence =
    person.role == null
      ? `${name}'s registration is removed, without access ever given. ${first} can register again with the same e-mail.`
      : `${name}'s staff account is removed and cannot be restored. ${first} is signed out on every device, can no ` +
        `longer sign in, and is taken off the applications assigned to ${first}. The notes and scores ${first} gave ` +
        `stay, shown as by a former staff member, and the audit log keeps what ${first} did.`;
  return { title: `Delete ${name}?`, consequence, confirmLabel: `Delete ${name}`, busyLabel: 'Deleting…' };
}

/** What the lower roles may no longer do (api/src/domain/permissions.ts). */
const REACH: Record<Exclude<StaffRole, 'admin'>, (first: string) => string> = {
  employee: (first) =>
    `As an employee, ${first} can no longer manage staff, program cycles, rubrics, failed e-mails, retention or the audit log.`,
  volunteer: (first) => `As a volunteer, ${first} can only read and archive applications and give notes and scores.`,
};

/** Saving a lower role: the server ends the user's sessions, so they sign in again with the new one. */
export function demotionConfirmation(person: Person, role: Exclude<StaffRole, 'admin'>): ConfirmAction {
  const name = fullName(person);
  const first = person.firstName;
  return {
    title: `Make ${name} ${withArticle(role)}?`,
    consequence: `${first} is signed out on every device and signs in again as ${withArticle(role)}. ${REACH[role](first)}`,
    confirmLabel: `Make ${name} ${withArticle(role)}`,
    busyLabel: 'Saving…',
  };
}

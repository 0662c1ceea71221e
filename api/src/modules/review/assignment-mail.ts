import { In, type EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { organisation } from '../../domain/organisation.js';
import type { MailMessage } from '../../mail/mailer.js';
import { User } from '../accounts/user.entity.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';

/** One application newly assigned to a staff member: its reference and where the console shows it. */
export interface AssignedApplication {
  kind: ApplicationKind;
  id: number;
  reference: string;
}

/** The console's detail page of an application; the name part of the path is a placeholder, as in other staff mail. */
export const assignedDetailPath = (a: AssignedApplication) => `/show-applicant/${a.kind}/${a.id}/applicant`;

/**
 * To a staff member newly assigned to one or more applications. It names each application by its
 * reference and links to it in the console, and says nothing else about the applicant: a staff
 * inbox can be read on a phone in a shared place, and the console asks them to sign in anyway.
 */
export function assignmentMail(
  publicUrl: string,
  to: string,
  firstName: string,
  applications: AssignedApplication[],
): MailMessage {
  const many = applications.length > 1;
  const lines = applications.map((a) => `  • ${a.reference}: ${publicUrl}${assignedDetailPath(a)}`).join('\n');
  return {
    to,
    subject: many
      ? `${applications.length} applications were assigned to you`
      : `Application ${applications[0]!.reference} was assigned to you`,
    text:
      `Hello ${firstName},\n\n` +
      `${many ? 'These applications were' : 'This application was'} assigned to you for review:\n\n${lines}\n\n` +
      `Sign in to the console to read ${many ? 'them' : 'it'}; "Assigned to me" on the applications list shows everything assigned to you.\n\n` +
      `— ${organisation.name}`,
    logLabel: 'Assignment notice',
  };
}

/**
 * Queues one e-mail per newly assigned staff member (user id → applications), in the
 * assignment's transaction: the mail leaves if and only if the assignment commits.
 */
export async function tellAssignees(
  manager: EntityManager,
  publicUrl: string,
  assigned: Map<number, AssignedApplication[]>,
): Promise<void> {
  if (assigned.size === 0) return;
  const users = await manager.find(User, { where: { id: In([...assigned.keys()]) } });
  for (const user of users) {
    const applications = assigned.get(user.id) ?? [];
    if (!user.role || applications.length === 0) continue;
    await enqueueMail(manager, {
      kind: 'review-assignment',
      ...assignmentMail(publicUrl, user.email, user.firstName, applications),
    });
  }
}

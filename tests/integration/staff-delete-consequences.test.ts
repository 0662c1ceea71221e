import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { SELF_DELETE_REFUSED } from '../../api/src/modules/accounts/users.service.js';
import { ApplicationAssignment, ApplicationNoteRow, ApplicationScoreRow } from '../../api/src/modules/review/review.entity.js';
import { FactorResetRequest, StaffRecoveryCode, StaffTotp } from '../../api/src/modules/accounts/second-factor.entity.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications } from './review.support.js';

/**
 * What the privileges page's delete confirmation promises (issue 42, web/src/modules/accounts/
 * confirmations.ts): the account goes with its sign-in factors, a reset waiting for it is closed, and
 * the person is taken off their assignments; the notes
 * and scores they gave and the audit log of what they did stay. An admin cannot delete themselves.
 */
describe.each(databases)('deleting a staff user on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('removes the account and its assignments, keeps its notes, scores and audit rows, and refuses one’s own', async () => {
    const db = app.services.infra.db;
    const admin = await db.getRepository(User).findOneByOrFail({ id: (await createStaffAccount(app, 'admin')).id });
    const leaving = await createStaffAccount(app, 'volunteer');
    await logIn(app, leaving); // enrols an authenticator app, with recovery codes
    await db
      .getRepository(FactorResetRequest)
      .insert({ userId: leaving.id, requestedBy: admin.id, requestedAt: new Date(), status: 'pending' });
    const [applicantId] = await freshApplications(app, 1);
    const on = { applicantKind: 'undergrad' as const, applicantId: applicantId! };
    const at = new Date();
    await db.getRepository(ApplicationAssignment).insert({ ...on, userId: leaving.id, assignedBy: admin.id, assignedAt: at });
    await db.getRepository(ApplicationNoteRow).insert({ ...on, authorUserId: leaving.id, text: 'Strong essay.', createdAt: at });
    await db
      .getRepository(ApplicationScoreRow)
      .insert({ ...on, reviewerUserId: leaving.id, pointsJson: '{}', scoreHundredths: 700, createdAt: at, updatedAt: at });
    await app.services.audit.record(
      { userId: leaving.id, ip: null },
      { action: 'application.view', targetType: 'undergrad', targetId: applicantId },
    );
    const actor = { userId: admin.id, ip: null };

    await expect(app.services.accounts.users.delete(admin, admin.id, actor)).rejects.toThrow(SELF_DELETE_REFUSED);
    expect(await app.services.accounts.users.findById(admin.id)).not.toBeNull();

    await app.services.accounts.users.delete(admin, leaving.id, actor);
    expect(await app.services.accounts.users.findById(leaving.id)).toBeNull();
    expect(await db.getRepository(ApplicationAssignment).countBy({ userId: leaving.id })).toBe(0);
    // Nothing of the deleted sign-in stays: no sealed secret, no recovery code, no reset waiting.
    expect(await db.getRepository(StaffTotp).countBy({ userId: leaving.id })).toBe(0);
    expect(await db.getRepository(StaffRecoveryCode).countBy({ userId: leaving.id })).toBe(0);
    expect(await db.getRepository(FactorResetRequest).findOneByOrFail({ userId: leaving.id })).toMatchObject({
      status: 'cancelled',
      decidedBy: admin.id,
    });
    expect(await db.getRepository(ApplicationNoteRow).countBy({ authorUserId: leaving.id })).toBe(1);
    expect(await db.getRepository(ApplicationScoreRow).countBy({ reviewerUserId: leaving.id })).toBe(1);
    expect(await db.getRepository(AuditLogEntry).countBy({ actorUserId: leaving.id })).toBeGreaterThan(0);
    await app.services.audit.settled(); // the deletion's alert to admins, before the app closes
  });
});

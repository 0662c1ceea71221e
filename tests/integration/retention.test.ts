import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { RetentionRecord } from '../../api/src/modules/retention/retention.entity.js';
import { ApplicationNoteRow, ReviewStatusChange } from '../../api/src/modules/review/review.entity.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { HttpClient } from '../support/http-client.js';
import { signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const MONTH = 30 * 24 * 60 * 60_000;
const DETAIL = `query ($id: ID!) { application(kind: UNDERGRAD, id: $id) {
  documents { downloadUrl } retention { purgeOn rule ruleLabel legalHold } } }`;

describe.each(databases)('data retention on %s', (kind) => {
  let app: TestApp;
  let admin: HttpClient;
  let adminId: number;

  beforeAll(async () => {
    app = await startTestApp(kind);
    const signed = await signedInStaff(app, 'admin');
    admin = signed.client;
    adminId = signed.account.id;
  });
  afterAll(() => app.close());

  async function submit(lastName: string): Promise<{ id: number; ssn: string }> {
    const fields = sampleFields.undergrad({ lastName });
    const response = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const { id } = await app.services.infra.db.getRepository(KINDS.undergrad.entity).findOneByOrFail({ reference });
    return { id, ssn: fields.socialSecurity! };
  }

  /** Sets the facts the policy reads, as if the moves had happened `monthsAgo` months ago. */
  async function finish(id: number, to: 'DECLINED' | 'PAID' | 'ARCHIVED', monthsAgo: number): Promise<void> {
    const at = new Date(Date.now() - monthsAgo * MONTH);
    const repo = app.services.infra.db.getRepository(KINDS.undergrad.entity);
    if (to === 'ARCHIVED') return void (await repo.update({ id }, { status: 'archived', archivedAt: at }));
    await repo.update(
      { id },
      to === 'PAID'
        ? { reviewStatus: 'PAID', awardCents: 150_000, paymentReference: 'CHK-1042', paidAt: at }
        : { reviewStatus: 'DECLINED' },
    );
    await app.services.infra.db.getRepository(ReviewStatusChange).insert({
      applicantKind: 'undergrad',
      applicantId: id,
      fromStatus: 'IN_REVIEW',
      toStatus: to === 'PAID' ? 'APPROVED' : 'DECLINED',
      actorUserId: adminId,
      reason: 'Private reason about the family',
      at,
    });
  }

  it('lists what would go, keeps held and recent ones, purges by policy, and leaves an anonymised record', async () => {
    const declinedOld = await submit('Oldeclined');
    const declinedNew = await submit('Newdeclined');
    const paidOld = await submit('Oldpaid');
    const archivedOld = await submit('Oldarchived');
    const held = await submit('Heldarchived');
    await finish(declinedOld.id, 'DECLINED', 13);
    await finish(declinedNew.id, 'DECLINED', 2);
    await finish(paidOld.id, 'PAID', 25);
    await finish(archivedOld.id, 'ARCHIVED', 25);
    await finish(held.id, 'ARCHIVED', 30);
    await app.services.infra.db.getRepository(ApplicationNoteRow).insert({
      applicantKind: 'undergrad',
      applicantId: declinedOld.id,
      authorUserId: adminId,
      text: 'Called the applicant at home',
      createdAt: new Date(),
    });

    // The detail page says when; a recent decline is 12 months after its decision.
    const detail = await admin.graphql<{
      application: { retention: { purgeOn: string; rule: string; ruleLabel: string; legalHold: boolean } };
    }>(DETAIL, { id: String(declinedNew.id) });
    expect(detail.errors).toBeUndefined();
    const purgeOn = new Date(detail.data!.application.retention.purgeOn).getTime();
    expect(Math.abs(purgeOn - (Date.now() - 2 * MONTH + 365 * 24 * 60 * 60_000))).toBeLessThan(5 * 24 * 60 * 60_000);
    expect(detail.data!.application.retention).toMatchObject({ rule: 'declined', ruleLabel: 'Declined', legalHold: false });

    // A legal hold (admin, audited) keeps one out of the purge.
    const hold = await admin.request('PUT', `/api/retention/legal-hold/undergrad/${held.id}`, {
      json: { hold: true },
      csrf: true,
    });
    expect(hold.status).toBe(200);
    expect(await hold.json()).toMatchObject({ legalHold: true, rule: 'archived' });

    const dry = await admin.graphql<{ retentionDryRun: Array<{ id: string; rule: string; legalHold: boolean }> }>(
      `query { retentionDryRun { id rule legalHold } }`,
    );
    const listed = dry.data!.retentionDryRun.map((c) => [Number(c.id), c.rule, c.legalHold]);
    expect(listed).toEqual(
      expect.arrayContaining([
        [declinedOld.id, 'declined', false],
        [paidOld.id, 'paid', false],
        [archivedOld.id, 'archived', false],
        [held.id, 'archived', true],
      ]),
    );
    expect(listed).toHaveLength(4);
    const restDry = (await (await admin.get('/api/retention/dry-run')).json()) as { items: unknown[] };
    expect(restDry.items).toHaveLength(4);
    // A dry run deletes nothing.
    expect(await app.services.infra.db.getRepository(KINDS.undergrad.entity).countBy({})).toBeGreaterThanOrEqual(5);

    const { data: detailBefore } = await admin.graphql<{ application: { documents: Array<{ downloadUrl: string }> } }>(DETAIL, {
      id: String(paidOld.id),
    });
    const downloadUrl = detailBefore!.application.documents[0]!.downloadUrl;
    expect((await admin.get(downloadUrl)).status).toBe(200);
    const fileIds = (
      await app.services.infra.db
        .getRepository(ApplicationDocument)
        .findBy({ applicantKind: 'undergrad', applicantId: paidOld.id })
    ).map((d) => d.fileId);

    const run = await admin.graphql<{ runRetentionPurge: number }>(`mutation { runRetentionPurge }`);
    expect(run.data?.runRetentionPurge).toBe(3);

    const applicants = app.services.infra.db.getRepository(KINDS.undergrad.entity);
    for (const gone of [declinedOld, paidOld, archivedOld]) {
      expect(await applicants.findOneBy({ id: gone.id })).toBeNull();
      expect(
        await app.services.infra.db
          .getRepository(ApplicationDocument)
          .countBy({ applicantKind: 'undergrad', applicantId: gone.id }),
      ).toBe(0);
      expect(
        await app.services.infra.db
          .getRepository(ReviewStatusChange)
          .countBy({ applicantKind: 'undergrad', applicantId: gone.id }),
      ).toBe(0);
    }
    expect(
      await app.services.infra.db
        .getRepository(ApplicationNoteRow)
        .countBy({ applicantKind: 'undergrad', applicantId: declinedOld.id }),
    ).toBe(0);
    for (const fileId of fileIds)
      expect(await app.services.infra.db.getRepository(ApplicationDocumentPart).countBy({ fileId })).toBe(0);
    for (const kept of [declinedNew, held]) expect(await applicants.findOneBy({ id: kept.id })).not.toBeNull();

    // The download is refused cleanly.
    const refused = await admin.get(downloadUrl);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: string }).error).toBe('No such application.');

    // What stays: kind, cycle, status, dates, amounts; nothing that names or reaches a person.
    const records = await app.services.infra.db.getRepository(RetentionRecord).find({ order: { id: 'ASC' } });
    expect(records.map((r) => [r.applicantKind, r.reviewStatus, r.rule])).toEqual(
      expect.arrayContaining([
        ['undergrad', 'DECLINED', 'declined'],
        ['undergrad', 'PAID', 'paid'],
        ['undergrad', 'RECEIVED', 'archived'],
      ]),
    );
    const paid = records.find((r) => r.rule === 'paid')!;
    expect(paid).toMatchObject({ awardCents: 150_000, paymentReference: 'CHK-1042' });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.decidedAt).not.toBeNull();
    expect(records.every((r) => r.cycleId !== null && r.submittedAt instanceof Date)).toBe(true);
    const stored = JSON.stringify(records);
    for (const secret of ['Oldeclined', 'Oldpaid', 'Oldarchived', declinedOld.ssn, paidOld.ssn, '@'])
      expect(stored).not.toContain(secret);

    const audit = await app.services.infra.db.getRepository(AuditLogEntry).findBy({ action: 'retention.purged' });
    expect(audit.map((a) => Number(a.targetId)).sort()).toEqual([declinedOld.id, paidOld.id, archivedOld.id].sort());
    expect(audit.every((a) => a.detail?.startsWith('purged by policy') && a.actorUserId === adminId)).toBe(true);
    expect(await app.services.infra.db.getRepository(AuditLogEntry).countBy({ action: 'retention.legal_hold_set' })).toBe(1);

    // Lifting the hold lets the next run take it.
    await admin.request('PUT', `/api/retention/legal-hold/undergrad/${held.id}`, { json: { hold: false }, csrf: true });
    expect(await app.services.retention.purge({ userId: null, ip: null })).toBe(1);
    expect(await applicants.findOneBy({ id: held.id })).toBeNull();
  });

  it('keeps the policy as an admin setting with safe defaults and checked bounds', async () => {
    const initial = await admin.graphql<{ retentionPolicy: Record<string, unknown> }>(
      `query { retentionPolicy { declinedMonths paidMonths archivedMonths updatedAt } }`,
    );
    expect(initial.data!.retentionPolicy).toEqual({ declinedMonths: 12, paidMonths: 24, archivedMonths: 24, updatedAt: null });
    const bad = await admin.request('PUT', '/api/retention/policy', {
      json: { declinedMonths: 0, paidMonths: 24, archivedMonths: 24 },
      csrf: true,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.declinedMonths).toBe(
      'Declined applications: at least 1 month.',
    );
    const saved = await admin.graphql<{ saveRetentionPolicy: { declinedMonths: number } }>(
      `mutation { saveRetentionPolicy(input: { declinedMonths: 6, paidMonths: 36, archivedMonths: 18 }) { declinedMonths } }`,
    );
    expect(saved.data?.saveRetentionPolicy.declinedMonths).toBe(6);
    expect(await app.services.retention.policy()).toMatchObject({ declinedMonths: 6, paidMonths: 36, archivedMonths: 18 });
    expect(await app.services.infra.db.getRepository(AuditLogEntry).countBy({ action: 'retention.policy_changed' })).toBe(1);
  });

  it('takes two holds on one application at the same moment as one hold, with no error', async () => {
    const { id } = await submit('Twice-Held');
    const put = () => admin.request('PUT', `/api/retention/legal-hold/undergrad/${id}`, { json: { hold: true }, csrf: true });
    const answers = await Promise.all([put(), put()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await app.services.retention.forApplication('undergrad', id)).legalHold).toBe(true);
    await admin.request('PUT', `/api/retention/legal-hold/undergrad/${id}`, { json: { hold: false }, csrf: true });
  });
});
